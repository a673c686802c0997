import { DEFAULT_PARAMETER_HISTORY, parametersAt, type QuintaMonth } from '@zerg/payroll-pe';
import { centsToMoney, moneyToCents } from '@zerg/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { approvedAdditionalWork } from '../additional-work/index.ts';
import { attendanceTotals } from '../attendance/index.ts';
import { type PayrollFacts, payrollFactsOf } from '../employees/index.ts';
import { dueItemsOf } from '../payroll-items/index.ts';
import { parameterHistory } from '../payroll-settings/index.ts';
import { type BuiltSlip, buildSlip, type RunContext, type WorkerInputs } from './payroll-build.ts';
import { judgedTotals, monthCutoff, monthRange, projectedDaysOf } from './payroll-month-cutoff.ts';
import { payrollRuns, payrollSlips } from './payroll-run.table.ts';

export { monthRange } from './payroll-month-cutoff.ts';

/**
 * The year's earlier approved (or paid) monthly and gratificación slips' quinta entries of this
 * employer, per worker: each employer withholds on what it paid (another employer's income comes
 * in through the worker's certificate, not through our runs).
 */
const quintaHistoryOf = async (
  db: DbOrTx,
  companyId: number,
  employeeIds: number[],
  year: number,
  month: number,
) => {
  const byEmployee = new Map<number, QuintaMonth[]>();
  if (!employeeIds.length) return byEmployee;
  const { rows } = await db.execute<{ employee_id: number; entry: QuintaMonth }>(sql`
    select s.employee_id, s.quinta_entry as entry
    from payroll_slips s join payroll_runs r on r.id = s.run_id
    where r.state in ('approved', 'paid') and r.year = ${year} and r.company_id = ${companyId}
      and ((r.kind = 'monthly' and r.month < ${month}) or (r.kind = 'gratificacion' and r.month <= ${month}))
      and s.quinta_entry is not null and s.employee_id = any(${sql.param(employeeIds)}::int[])
    order by s.employee_id, r.month, r.id`);
  for (const r of rows) {
    const list = byEmployee.get(r.employee_id) ?? [];
    list.push(r.entry);
    byEmployee.set(r.employee_id, list);
  }
  return byEmployee;
};

/** The gratificación (without bonificación) each worker got in the CTS period's gratificación run. */
const gratificacionPaidOf = async (db: DbOrTx, companyId: number, year: number, month: number) => {
  const [gYear, gMonth] = month === 5 ? [year - 1, 12] : [year, 7];
  const { rows } = await db.execute<{ employee_id: number; amount: string }>(sql`
    select s.employee_id, coalesce(sum((l->>'amount')::numeric) filter (where l->>'concept' = 'gratificacion'), 0)::text as amount
    from payroll_slips s join payroll_runs r on r.id = s.run_id, jsonb_array_elements(s.lines) l
    where r.kind = 'gratificacion' and r.state in ('approved', 'paid') and r.company_id = ${companyId}
      and r.year = ${gYear} and r.month = ${gMonth}
    group by s.employee_id`);
  return new Map(rows.map((r) => [r.employee_id, centsToMoney(moneyToCents(r.amount))]));
};

/**
 * Daily remunerations of the CTS each worker already got under the regime they are in now: the
 * earlier approved or paid CTS deposits of the company (a deposit stored before it carried its
 * `dailyPays` counts amount × 30 / base). The pequeña empresa stops at 90 over the employment.
 */
const ctsAccruedDailyPaysOf = async (
  db: DbOrTx,
  companyId: number,
  facts: readonly PayrollFacts[],
  year: number,
  month: number,
) => {
  const byEmployee = new Map<number, string>();
  if (!facts.length) return byEmployee;
  const ids = facts.map((f) => f.employeeId);
  const { rows } = await db.execute<{ employee_id: number; regime: string; daily: string }>(sql`
    select s.employee_id, s.worker->>'regime' as regime, sum(coalesce((s.bases->>'dailyPays')::numeric,
        case when (s.bases->>'base')::numeric > 0 then s.net * 30 / (s.bases->>'base')::numeric else 0 end)
      )::numeric(14, 4)::text as daily
    from payroll_slips s join payroll_runs r on r.id = s.run_id
    where r.kind = 'cts' and r.state in ('approved', 'paid') and r.company_id = ${companyId}
      and (r.year < ${year} or (r.year = ${year} and r.month < ${month}))
      and s.employee_id = any(${sql.param(ids)}::int[])
    group by s.employee_id, s.worker->>'regime'`);
  const regimeOf = new Map(facts.map((f) => [f.employeeId, f.laborRegime]));
  for (const r of rows) if (regimeOf.get(r.employee_id) === r.regime) byEmployee.set(r.employee_id, r.daily);
  return byEmployee;
};

/**
 * Justifications of these workers in the range still waiting for a decision: pending with the area
 * chief, or approved by the chief and not yet by HR (neither changes the day until HR approves).
 */
export const pendingJustifications = async (db: DbOrTx, employeeIds: number[], from: string, to: string) => {
  if (!employeeIds.length) return 0;
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from justifications
    where status in ('pending', 'approved') and employee_id = any(${sql.param(employeeIds)}::int[])
      and work_date between ${from}::date and ${to}::date`);
  return rows[0]?.n ?? 0;
};

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
  const quinta =
    monthly || run.kind === 'liquidacion'
      ? await quintaHistoryOf(db, run.companyId, ids, run.year, run.month)
      : new Map();
  const gratificaciones =
    run.kind === 'cts' ? await gratificacionPaidOf(db, run.companyId, run.year, run.month) : new Map();
  const ctsAccrued =
    run.kind === 'cts' || run.kind === 'liquidacion'
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
    const inputs: WorkerInputs = {
      facts: f,
      attendance: monthly ? judgedTotals(settledOf.get(f.employeeId), openOf.get(f.employeeId)) : null,
      ...(monthly && cutoff.daysLeft ? { projectedDays: projectedDaysOf(cutoff, f) } : {}),
      items: items.get(f.employeeId) ?? null,
      additionalWork: workOf.get(f.employeeId) ?? [],
      quintaHistory: quinta.get(f.employeeId) ?? [],
      gratificacionPaid: gratificaciones.get(f.employeeId) ?? null,
      ...(ctsAccrued.has(f.employeeId) ? { ctsAccruedDailyPays: ctsAccrued.get(f.employeeId) } : {}),
    };
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
