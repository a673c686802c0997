import type {
  BenefitWorker,
  CarryOver,
  LiquidacionResult,
  ParametersInForce,
  PayslipInput,
  PayslipLine,
  PreviousEmployer,
  QuintaMonth,
  SupplementHistory,
  Totals,
  Worker,
} from '@zerg/payroll-pe';
import { CESSATION_T_REGISTRO, type PayrollRunKind, type TLiquidacionDetail } from '@zerg/shared';
import type { AttendanceTotals } from '../attendance/index.ts';
import type { PayrollFacts, VacationDue } from '../employees/index.ts';
import type { DueItems } from '../payroll-items/index.ts';

/*
 * From what the database holds about one worker to the engine's input (and the slip's snapshot of
 * the worker). Pure, like payroll-build.ts, which turns the engine's result into the slip stored.
 */

export type WorkerInputs = {
  facts: PayrollFacts;
  attendance: AttendanceTotals | null;
  items: DueItems | null;
  additionalWork: { id: number; amount: string | null }[];
  quintaHistory: QuintaMonth[];
  /** The year's previous employers' certificates, added up (Reglamento LIR art. 45). */
  previousEmployer?: PreviousEmployer | null;
  /** The gratificación paid in the CTS period (CTS runs only). */
  gratificacionPaid?: string | null;
  /**
   * Daily remunerations of CTS already deposited under the worker's regime (CTS and liquidación
   * runs): the pequeña empresa stops at 90 over the whole employment (DS 013-2013-PRODUCE art. 57).
   */
  ctsAccruedDailyPays?: string;
  /** Variable pay of the last six monthly slips, per concept (liquidación runs): counted when regular. */
  supplements?: SupplementHistory[];
  /** Vacation days of completed service years not taken by the last day (liquidación runs). */
  vacationDue?: VacationDue;
  /**
   * Monthly runs: days of the month not yet over when the run is computed (today and after, in
   * the worker's employment). They are paid as worked and never docked; the slip names them.
   */
  projectedDays?: number;
};

export type RunContext = {
  kind: PayrollRunKind;
  year: number;
  month: number;
  parameters: ParametersInForce;
};

export type SlipDays = {
  worked: number;
  vacation: number;
  absence: number;
  /** Días laborados: worked less the unjustified absences, the one figure every view shows. */
  labored: number;
  /** Days not yet over counted as worked (only when the run was computed before the month ended). */
  projected?: number;
  overtimeMinutes: number;
  tardinessMinutes: number;
  /** Ordinary hours worked (PLAME `.jor`); absent when the worker has no attendance. */
  hours?: number;
};

export type BuiltSlip = {
  employeeId: number;
  worker: Record<string, unknown>;
  days: SlipDays;
  lines: PayslipLine[];
  bases: Record<string, string>;
  quintaEntry: QuintaMonth | null;
  carryOver: CarryOver[];
  warnings: string[];
  totals: Totals;
  /** A liquidación's breakdown per benefit (the hoja de liquidación prints it). */
  detail?: TLiquidacionDetail | null;
};

/** What the hoja de liquidación needs of the engine's result, stored with the slip. */
export const liquidacionDetailOf = (
  r: LiquidacionResult,
  supplements: readonly SupplementHistory[],
): TLiquidacionDetail => ({
  hireDate: r.hireDate,
  terminationDate: r.terminationDate,
  service: { ...r.service },
  computable: r.computable,
  computableParts: { ...r.computableParts },
  cts: { ...r.cts },
  gratificacion: { ...r.gratificacion },
  vacation: { ...r.vacation },
  dismissalIndemnity: r.dismissalIndemnity,
  supplements: supplements.map((s) => ({ concept: s.concept, amounts: [...s.amounts] })),
});

const pensionOf = (facts: PayrollFacts): Worker['pension'] =>
  facts.pensionSystem === 'onp'
    ? { system: 'onp' }
    : {
        system: 'afp',
        afp: facts.pensionSystem,
        commission: facts.afpCommissionType === 'balance' ? 'mixed' : 'flow',
      };

export const benefitWorkerOf = (facts: PayrollFacts): BenefitWorker => ({
  salary: facts.salary,
  regime: facts.laborRegime as BenefitWorker['regime'],
  familyAllowance: facts.familyAllowance,
  hireDate: facts.hireDate,
  terminationDate: facts.terminationDate,
  ...(facts.hasEps ? { health: 'eps' as const } : {}),
});

export const workerOf = (facts: PayrollFacts): Worker => ({
  ...benefitWorkerOf(facts),
  pension: pensionOf(facts),
});

export const snapshotOf = (facts: PayrollFacts): Record<string, unknown> => ({
  name: facts.name,
  documentType: facts.documentType,
  documentNumber: facts.documentNumber,
  personalCode: facts.personalCode,
  position: facts.position,
  salary: facts.salary,
  regime: facts.laborRegime,
  pensionSystem: facts.pensionSystem,
  afpCommissionType: facts.afpCommissionType,
  cuspp: facts.cuspp,
  hireDate: facts.hireDate,
  terminationDate: facts.terminationDate,
  // `{ code, tRegistro }`: the app's reason and its T-Registro table 17 code; null when none.
  cessationReason: facts.cessationReason
    ? { code: facts.cessationReason, tRegistro: CESSATION_T_REGISTRO[facts.cessationReason] }
    : null,
  familyAllowance: facts.familyAllowance,
  bankAccount: facts.bankAccount,
});

/** Hours with at most four decimals, so that the engine's exact arithmetic gets a finite decimal. */
export const hours = (minutes: number) => Math.round((minutes / 60) * 10_000) / 10_000;

/** The engine's input for a month's payslip. */
export const payslipInputOf = (ctx: RunContext, w: WorkerInputs): PayslipInput => {
  const worker = workerOf(w.facts);
  const t = w.attendance;
  const vacation = Math.min(t?.days.vacation ?? 0, 30);
  // Unmarked scheduled days are the unjustified absences; a 31-day month still pays 30 days.
  const absence = Math.min(t?.days.unmarked ?? 0, 30 - vacation);
  const period = { year: ctx.year, month: ctx.month };
  return {
    period,
    parameters: ctx.parameters,
    worker,
    attendance: {
      vacationDays: vacation,
      absenceDays: absence,
      tardinessMinutes: t?.lateMinutes ?? 0,
      overtimeHours25: hours(t?.overtime25Minutes ?? 0),
      overtimeHours35: hours(t?.overtime35Minutes ?? 0),
      // Holidays and rest days worked are paid as days (DL 713), not as overtime.
      holidayWorkDays: t?.holidayWorkDays ?? 0,
      restDayWorkDays: t?.restDayWorkDays ?? 0,
    },
    bonuses: (w.items?.bonuses ?? []).map((b) => ({
      amount: b.amount,
      kind: b.kind,
      reference: b.reference,
      ...(b.code ? { code: b.code } : {}),
    })),
    additionalWork: w.additionalWork
      .filter((a) => a.amount !== null && Number(a.amount) > 0)
      .map((a) => ({ amount: a.amount as string, reference: `additional-work:${a.id}` })),
    discounts: (w.items?.quotas ?? []).map((q) => ({ amount: q.amount, reference: q.reference })),
    // The quincena is one of the advances (payroll-items generates it): deducted as what was
    // actually advanced, never recomputed here.
    advances: (w.items?.advances ?? []).map((a) => ({ amount: a.amount, reference: a.reference })),
    quinta: { history: w.quintaHistory, previousEmployer: w.previousEmployer ?? null },
  };
};
