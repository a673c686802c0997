import {
  computeCts,
  computeGratificacion,
  computeLiquidacion,
  computePayslip,
  type PayslipLine,
  type Totals,
} from '@zerg/payroll-pe';
import { INDEMNIFIED_CESSATIONS, moneyToCents } from '@zerg/shared';
import type { AttendanceTotals } from '../attendance/index.ts';
import {
  type BuiltSlip,
  benefitWorkerOf,
  hours,
  liquidacionDetailOf,
  payslipInputOf,
  type RunContext,
  type SlipDays,
  snapshotOf,
  type WorkerInputs,
  workerOf,
} from './payroll-build-input.ts';

/*
 * From what the database holds about one worker to the engine's input (payroll-build-input.ts), and
 * from the engine's result to the slip stored. Pure: the run computation, the tests and the
 * benchmark share it.
 */

export {
  type BuiltSlip,
  payslipInputOf,
  type RunContext,
  type WorkerInputs,
} from './payroll-build-input.ts';

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

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
