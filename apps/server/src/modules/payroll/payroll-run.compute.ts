import {
  DEFAULT_PARAMETER_HISTORY,
  type PreviousEmployer,
  parametersAt,
  type QuintaMonth,
} from '@zerg/payroll-pe';
import { centsToMoney, moneyToCents } from '@zerg/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { onRunMonthsAsked } from '../../platform/events/payroll-months.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { approvedAdditionalWork } from '../additional-work/index.ts';
import { attendanceTotals, undecidedJustificationCount } from '../attendance/index.ts';
import { payrollFactsOf } from '../employees/index.ts';
import { dueItemsOf } from '../payroll-items/index.ts';
import { parameterHistory } from '../payroll-settings/index.ts';
import { liquidacionInputsOf } from './liquidacion-inputs.ts';
import { type BuiltSlip, buildSlip, type RunContext, type WorkerInputs } from './payroll-build.ts';
import { judgedTotals, monthCutoff, monthRange, projectedDaysOf } from './payroll-month-cutoff.ts';
import { payrollRuns, payrollSlips } from './payroll-run.table.ts';
import { ctsAccruedDailyPaysOf, gratificacionPaidOf, quintaHistoryOf } from './payroll-run-history.ts';

export { monthRange } from './payroll-month-cutoff.ts';

/**
 * Justifications of these workers in the range still waiting for a decision: pending with the area
 * chief, or approved by the chief and not yet by HR (neither changes the day until HR approves).
 */
export const pendingJustifications = (db: DbOrTx, employeeIds: number[], from: string, to: string) =>
  undecidedJustificationCount(db, employeeIds, from, to);

type Run = typeof payrollRuns.$inferSelect;

export type BuiltRun = { slips: BuiltSlip[]; runWarnings: string[]; computedAt?: Date };

/**
 * Reads everything the run needs in bulk and computes every worker's slip; nothing is written.
 * `today` (Lima) is the day the run is computed: a monthly run never docks a day not yet over.
 */
export const computeSlips = async (
  db: DbOrTx,
  run: Pick<Run, 'companyId' | 'year' | 'month' | 'kind' | 'personalType' | 'employeeId'>,
  onProgress?: (done: number, total: number) => Promise<void>,
  today: string = limaToday(),
): Promise<BuiltRun> => {
  const { from, to } = monthRange(run.year, run.month);
  const cutoff = monthCutoff(run.year, run.month, today);
  const facts = await payrollFactsOf(db, {
    companyId: run.companyId,
    personalType: run.personalType,
    from,
    to,
    ...(run.employeeId ? { employeeId: run.employeeId } : {}),
  });
  const ids = facts.map((f) => f.employeeId);
  const stored = await parameterHistory(db);
  // Until the settings hold a history of their own, the legal values the engine ships with.
  const history = stored.length ? stored : DEFAULT_PARAMETER_HISTORY;
  const ctx: RunContext = {
    kind: run.kind,
    year: run.year,
    month: run.month,
    parameters: parametersAt(history, to),
  };
  const monthly = run.kind === 'monthly';
  // The days over as stored; the stored days not over (today) without their unmarked count.
  const settled = monthly && cutoff.settledTo ? await attendanceTotals(db, ids, from, cutoff.settledTo) : [];
  const open = monthly && cutoff.openFrom ? await attendanceTotals(db, ids, cutoff.openFrom, to) : [];
  const settledOf = new Map(settled.map((t) => [t.employeeId, t]));
  const openOf = new Map(open.map((t) => [t.employeeId, t]));
  const items = monthly ? await dueItemsOf(db, { period: from, employeeIds: ids }) : new Map();
  const work = monthly ? await approvedAdditionalWork(db, ids, from, to) : [];
  const workOf = new Map<number, { id: number; amount: string | null }[]>();
  for (const w of work) workOf.set(w.employeeId, [...(workOf.get(w.employeeId) ?? []), w]);
  // A gratificación run withholds nothing: its income enters the quinta of the month's payslip.
  const quinta = monthly
    ? await quintaHistoryOf(db, run.companyId, ids, run.year, run.month)
    : { history: new Map<number, QuintaMonth[]>(), certificates: new Map<number, PreviousEmployer>() };
  const gratificaciones =
    run.kind === 'cts' ? await gratificacionPaidOf(db, run.companyId, ids, run.year, run.month) : new Map();
  const ctsAccrued =
    run.kind === 'cts'
      ? await ctsAccruedDailyPaysOf(db, run.companyId, facts, run.year, run.month)
      : new Map<number, string>();
  const runWarnings: string[] = [];
  if (monthly) {
    const pending = await pendingJustifications(db, ids, from, to);
    if (pending > 0) runWarnings.push(`pending_justifications:${pending}`);
    // Computed before the month ended: a preview that cannot be approved (payroll README).
    if (cutoff.daysLeft > 0) runWarnings.push(`month_not_over:${cutoff.daysLeft}`);
  }
  const slips: BuiltSlip[] = [];
  const benefit = run.kind === 'gratificacion' || run.kind === 'cts';
  const step = Math.max(100, Math.ceil(facts.length / 20));
  for (const [index, f] of facts.entries()) {
    const bulk: WorkerInputs = {
      facts: f,
      attendance: monthly ? judgedTotals(settledOf.get(f.employeeId), openOf.get(f.employeeId)) : null,
      ...(monthly && cutoff.daysLeft ? { projectedDays: projectedDaysOf(cutoff, f) } : {}),
      items: items.get(f.employeeId) ?? null,
      additionalWork: workOf.get(f.employeeId) ?? [],
      quintaHistory: quinta.history.get(f.employeeId) ?? [],
      previousEmployer: quinta.certificates.get(f.employeeId) ?? null,
      gratificacionPaid: gratificaciones.get(f.employeeId) ?? null,
      ...(ctsAccrued.has(f.employeeId) ? { ctsAccruedDailyPays: ctsAccrued.get(f.employeeId) } : {}),
    };
    // A liquidación (one worker) reads the worker's earlier pay and vacation days due exactly as the
    // cessation dialog's preview does.
    const inputs =
      run.kind === 'liquidacion' && f.terminationDate
        ? await liquidacionInputsOf(
            db,
            run.companyId,
            { ...f, terminationDate: f.terminationDate },
            run.year,
            run.month,
          )
        : bulk;
    try {
      const slip = buildSlip(ctx, inputs);
      // A gratificación or CTS with nothing due (hired after the period counted) prints no boleta.
      if (benefit && moneyToCents(slip.totals.earnings) === 0n) continue;
      slips.push(slip);
    } catch (err) {
      // A worker the engine refuses (incomplete record) is left out and named in the run's warnings.
      runWarnings.push(`${f.name}: ${(err as Error).message}`);
    }
    if (onProgress && (index + 1) % step === 0) await onProgress(index + 1, facts.length);
  }
  return { slips, runWarnings };
};

const CHUNK = 1000;

/** Replaces the run's slips and sets its totals, inside the caller's transaction. */
export const writeSlips = async (tx: Tx, runId: number, built: BuiltRun): Promise<void> => {
  await tx.delete(payrollSlips).where(eq(payrollSlips.runId, runId));
  let earnings = 0n;
  let deductions = 0n;
  let employer = 0n;
  let net = 0n;
  let warningCount = 0;
  for (let i = 0; i < built.slips.length; i += CHUNK) {
    const chunk = built.slips.slice(i, i + CHUNK);
    await tx.insert(payrollSlips).values(
      chunk.map((s) => ({
        runId,
        employeeId: s.employeeId,
        worker: s.worker,
        days: s.days,
        lines: s.lines,
        bases: s.bases,
        quintaEntry: s.quintaEntry,
        carryOver: s.carryOver,
        warnings: s.warnings,
        detail: s.detail ?? null,
        earnings: s.totals.earnings,
        deductions: s.totals.deductions,
        employer: s.totals.employer,
        net: s.totals.net,
      })),
    );
  }
  for (const s of built.slips) {
    earnings += moneyToCents(s.totals.earnings);
    deductions += moneyToCents(s.totals.deductions);
    employer += moneyToCents(s.totals.employer);
    net += moneyToCents(s.totals.net);
    if (s.warnings.length) warningCount++;
  }
  await tx
    .update(payrollRuns)
    .set({
      job: 'done',
      progress: built.slips.length,
      total: built.slips.length,
      error: null,
      runWarnings: built.runWarnings,
      employeeCount: built.slips.length,
      earnings: centsToMoney(earnings),
      deductions: centsToMoney(deductions),
      employer: centsToMoney(employer),
      net: centsToMoney(net),
      warningCount: warningCount + built.runWarnings.length,
      computedAt: built.computedAt ?? new Date(),
      updatedAt: new Date(),
    })
    .where(eq(payrollRuns.id, runId));
};

/** Replaces the run's slips and totals in one transaction: a crash leaves the previous state. */
export const storeSlips = async (
  db: Db,
  runId: number,
  built: BuiltRun,
  /** Called inside the transaction once the slips are written: the crash test kills the process there. */
  beforeCommit?: () => Promise<void>,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const [run] = await tx.select().from(payrollRuns).where(eq(payrollRuns.id, runId)).for('update');
    // Approved, paid or canceled while it computed: the stored run stays as it is.
    if (run?.state !== 'registered') return false;
    await writeSlips(tx, runId, built);
    await beforeCommit?.();
    return true;
  });

/**
 * The job: computes a registered run and stores it. Progress goes to the run row outside the
 * storing transaction, so the progress bar moves while the slips are still unseen; a job started
 * again after a crash recomputes from the start.
 */
export const computeRun = async (db: Db, runId: number, now: Date = new Date()): Promise<void> => {
  const [run] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, runId));
  if (run?.state !== 'registered') return;
  await db
    .update(payrollRuns)
    .set({ job: 'running', progress: 0, error: null, updatedAt: new Date() })
    .where(and(eq(payrollRuns.id, runId), eq(payrollRuns.state, 'registered')));
  try {
    const built = await computeSlips(
      db,
      run,
      async (done, total) => {
        await db.update(payrollRuns).set({ progress: done, total }).where(eq(payrollRuns.id, runId));
      },
      limaToday(now),
    );
    await storeSlips(db, runId, { ...built, computedAt: now });
  } catch (err) {
    await db
      .update(payrollRuns)
      .set({ job: 'failed', error: String((err as Error).message).slice(0, 500), updatedAt: new Date() })
      .where(eq(payrollRuns.id, runId));
  }
};

/** The months of a company's year whose monthly run is approved or paid. */
export const approvedMonthlyRunMonths = async (db: DbOrTx, companyId: number, year: number) => {
  const { rows } = await db.execute<{ month: number }>(sql`
    select distinct month from payroll_runs
    where company_id = ${companyId} and year = ${year} and kind = 'monthly' and state in ('approved', 'paid')
    order by month`);
  return rows.map((r) => Number(r.month));
};

/** Answers the employee record's question (`platform/events/payroll-months.ts`), once at app build. */
export const registerRunMonths = (): void => onRunMonthsAsked(approvedMonthlyRunMonths);
