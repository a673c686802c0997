import {
  type BenefitWorker,
  type CarryOver,
  computeCts,
  computeGratificacion,
  computeLiquidacion,
  computePayslip,
  type LiquidacionResult,
  type ParametersInForce,
  type PayslipInput,
  type PayslipLine,
  type PreviousEmployer,
  type QuintaMonth,
  type SupplementHistory,
  type Totals,
  type Worker,
} from '@zerg/payroll-pe';
import {
  CESSATION_T_REGISTRO,
  INDEMNIFIED_CESSATIONS,
  moneyToCents,
  type PayrollRunKind,
  type TLiquidacionDetail,
} from '@zerg/shared';
import type { AttendanceTotals } from '../attendance/index.ts';
import type { PayrollFacts, VacationDue } from '../employees/index.ts';
import type { DueItems } from '../payroll-items/index.ts';

/*
 * From what the database holds about one worker to the engine's input, and from the engine's
 * result to the slip stored. Pure: the run computation, the tests and the benchmark share it.
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

const snapshotOf = (facts: PayrollFacts): Record<string, unknown> => ({
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

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Hours with at most four decimals, so that the engine's exact arithmetic gets a finite decimal. */
const hours = (minutes: number) => Math.round((minutes / 60) * 10_000) / 10_000;

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

const earningsOnly = (_lines: readonly PayslipLine[], total: string): Totals => ({
  earnings: total,
  deductions: '0.00',
  employer: '0.00',
  net: total,
});

const noDays = (): SlipDays => ({
  worked: 0,
  vacation: 0,
  absence: 0,
  labored: 0,
  overtimeMinutes: 0,
  tardinessMinutes: 0,
});

/**
 * Ordinary hours worked, what SUNAT's `.jor` declares: the minutes worked that are not overtime
 * (the schedule's hours less lateness and early leave, remote days, holidays and rest days worked
 * up to the ordinary day). Null without attendance: the export then counts 8 hours a day.
 */
const ordinaryHours = (t: AttendanceTotals | null): number | null =>
  t ? hours(Math.max(0, t.workedMinutes - t.overtime25Minutes - t.overtime35Minutes)) : null;

/** The base the ESSALUD line used (the RMV when the remuneration is below it), 0 without the line. */
const essaludBaseOf = (lines: readonly PayslipLine[]): string =>
  lines.find((l) => l.concept === 'essalud')?.base ?? '0.00';

/** One worker's slip for the run's kind, through the engine. Throws the engine's PayrollInputError. */
export const buildSlip = (ctx: RunContext, w: WorkerInputs): BuiltSlip => {
  const warnings: string[] = [];
  const base = { employeeId: w.facts.employeeId, worker: snapshotOf(w.facts) };
  if (ctx.kind === 'monthly') {
    // The engine's payslip warns itself of a salary below the RMV and of deductions carried over.
    const r = computePayslip(payslipInputOf(ctx, w));
    const ordinary = ordinaryHours(w.attendance);
    return {
      ...base,
      days: {
        worked: r.days.worked,
        vacation: r.days.vacation,
        absence: r.days.absence,
        labored: Math.max(0, r.days.worked - r.days.absence),
        ...(w.projectedDays ? { projected: w.projectedDays } : {}),
        overtimeMinutes: (w.attendance?.overtime25Minutes ?? 0) + (w.attendance?.overtime35Minutes ?? 0),
        tardinessMinutes: w.attendance?.lateMinutes ?? 0,
        ...(ordinary === null ? {} : { hours: ordinary }),
      },
      lines: [...r.lines],
      bases: { ...r.bases, essalud: essaludBaseOf(r.lines) },
      quintaEntry: r.quintaEntry,
      carryOver: [...r.carryOver],
      warnings: [...r.warnings],
      totals: r.totals,
    };
  }
  // The benefits' engines do not look at the RMV: the slip still says so.
  const rmv = ctx.parameters.rmv;
  if (rmv !== undefined && moneyToCents(w.facts.salary) < moneyToCents(rmv))
    warnings.push('salary_below_rmv');
  if (ctx.kind === 'gratificacion') {
    const r = computeGratificacion({
      parameters: ctx.parameters,
      worker: benefitWorkerOf(w.facts),
      year: ctx.year,
      semester: ctx.month === 7 ? 'july' : 'december',
    });
    return {
      ...base,
      days: noDays(),
      lines: [...r.lines],
      bases: { computable: r.computable, months: String(r.months) },
      // The months after it take it into the fifth-category tax (and its own month's payslip).
      quintaEntry: r.quintaEntry,
      carryOver: [],
      warnings,
      totals: earningsOnly(r.lines, r.total),
    };
  }
  if (ctx.kind === 'cts') {
    const deposit = ctx.month === 5 ? 'may' : 'november';
    let gratificacion = w.gratificacionPaid ?? null;
    if (gratificacion === null) {
      // No gratificación run stored for the period: the regular one the worker was owed.
      warnings.push('cts_gratificacion_projected');
      gratificacion = computeGratificacion({
        parameters: ctx.parameters,
        worker: benefitWorkerOf(w.facts),
        year: deposit === 'may' ? ctx.year - 1 : ctx.year,
        semester: deposit === 'may' ? 'december' : 'july',
      }).gratificacion;
    }
    const r = computeCts({
      parameters: ctx.parameters,
      worker: benefitWorkerOf(w.facts),
      year: ctx.year,
      deposit,
      gratificacion,
      ...(w.ctsAccruedDailyPays ? { accruedDailyPays: w.ctsAccruedDailyPays } : {}),
    });
    return {
      ...base,
      days: { ...noDays(), worked: r.months * 30 + r.days, labored: r.months * 30 + r.days },
      lines: [...r.lines],
      // dailyPays: what the deposit counts towards the pequeña empresa's 90 daily remunerations.
      bases: {
        computable: r.computable,
        gratificacionSixth: r.gratificacionSixth,
        base: r.base,
        dailyPays: r.dailyPays,
      },
      quintaEntry: null,
      carryOver: [],
      warnings: [...warnings, ...r.warnings],
      totals: earningsOnly(r.lines, r.amount),
    };
  }
  if (ctx.kind === 'liquidacion') {
    const worker = workerOf(w.facts);
    const terminationDate =
      worker.terminationDate ??
      `${ctx.year}-${String(ctx.month).padStart(2, '0')}-${String(lastDay(ctx.year, ctx.month)).padStart(2, '0')}`;
    if (!worker.terminationDate) warnings.push('liquidacion_without_termination');
    const r = computeLiquidacion({
      parameters: ctx.parameters,
      worker: { ...worker, terminationDate },
      quinta: { history: w.quintaHistory, previousEmployer: w.previousEmployer ?? null },
      ...(w.ctsAccruedDailyPays ? { ctsAccruedDailyPays: w.ctsAccruedDailyPays } : {}),
      ...(w.supplements?.length ? { supplements: w.supplements } : {}),
      ...(w.vacationDue ? { vacation: w.vacationDue } : {}),
      // An arbitrary dismissal (or the early end of a fixed-term contract) pays the indemnity;
      // the agreed end of a fixed-term contract makes it that of DS 003-97-TR art. 76.
      arbitraryDismissal:
        w.facts.cessationReason !== null && INDEMNIFIED_CESSATIONS.includes(w.facts.cessationReason),
      contractEndDate: w.facts.contractType === 'fixed_term' ? w.facts.contractEndDate : null,
    });
    return {
      ...base,
      days: noDays(),
      lines: [...r.lines],
      bases: {},
      detail: liquidacionDetailOf(r, w.supplements ?? []),
      quintaEntry: null,
      carryOver: [],
      warnings: [...warnings, ...r.warnings],
      totals: r.totals,
    };
  }
  throw new Error(`kind ${ctx.kind} is not computed by runs`);
};
