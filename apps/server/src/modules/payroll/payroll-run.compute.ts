import {
  DEFAULT_PARAMETER_HISTORY,
  type PreviousEmployer,
  parametersAt,
  type QuintaMonth,
  type SupplementHistory,
} from '@zerg/payroll-pe';
import { centsToMoney, moneyToCents } from '@zerg/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { onRunMonthsAsked } from '../../platform/events/payroll-months.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { approvedAdditionalWork } from '../additional-work/index.ts';
import { attendanceTotals } from '../attendance/index.ts';
import {
  openingGratificacionOf,
  type PayrollFacts,
  payrollFactsOf,
  priorIncomeOf,
  type VacationDue,
  vacationDueOf,
} from '../employees/index.ts';
import { dueItemsOf } from '../payroll-items/index.ts';
import { parameterHistory } from '../payroll-settings/index.ts';
import { type BuiltSlip, buildSlip, type RunContext, type WorkerInputs } from './payroll-build.ts';
import { judgedTotals, monthCutoff, monthRange, projectedDaysOf } from './payroll-month-cutoff.ts';
import { payrollRuns, payrollSlips } from './payroll-run.table.ts';

export { monthRange } from './payroll-month-cutoff.ts';

/**
 * The year's earlier approved (or paid) monthly and gratificación slips' quinta entries of this
 * employer, per worker, and before them the months this employer paid before its payroll ran in
 * the system (the opening balances; a month that has its own approved monthly run counts once,
 * through the run). Another employer's income comes in through the worker's certificate.
 */
export const quintaHistoryOf = async (
  db: DbOrTx,
  companyId: number,
  employeeIds: number[],
  year: number,
  month: number,
) => {
  const byEmployee = new Map<number, QuintaMonth[]>();
  if (!employeeIds.length) return { history: byEmployee, certificates: new Map<number, PreviousEmployer>() };
  const { rows } = await db.execute<{ employee_id: number; kind: string; entry: QuintaMonth }>(sql`
    select s.employee_id, r.kind, s.quinta_entry as entry
    from payroll_slips s join payroll_runs r on r.id = s.run_id
    where r.state in ('approved', 'paid') and r.year = ${year} and r.company_id = ${companyId}
      and ((r.kind = 'monthly' and r.month < ${month}) or (r.kind = 'gratificacion' and r.month <= ${month}))
      and s.quinta_entry is not null and s.employee_id = any(${sql.param(employeeIds)}::int[])
    order by s.employee_id, r.month, r.id`);
  const prior = await priorIncomeOf(db, employeeIds, year);
  const runMonths = new Map<number, Set<number>>();
  for (const r of rows)
    if (r.kind === 'monthly')
      runMonths.set(r.employee_id, (runMonths.get(r.employee_id) ?? new Set()).add(r.entry.month));
  for (const [employeeId, months] of prior.openingMonths) {
    const run = runMonths.get(employeeId);
    const opening = months.filter((m) => m.month < month && !run?.has(m.month));
    if (opening.length) byEmployee.set(employeeId, opening);
  }
  for (const r of rows) {
    const list = byEmployee.get(r.employee_id) ?? [];
    list.push(r.entry);
    byEmployee.set(r.employee_id, list);
  }
  return { history: byEmployee, certificates: prior.certificates };
};

/**
 * The gratificación (without bonificación) each worker got in the CTS period's gratificación run;
 * without a run, the one an opening balance of that month records as paid before the system.
 */
const gratificacionPaidOf = async (
  db: DbOrTx,
  companyId: number,
  employeeIds: number[],
  year: number,
  month: number,
) => {
  const [gYear, gMonth] = month === 5 ? [year - 1, 12] : [year, 7];
  const { rows } = await db.execute<{ employee_id: number; amount: string }>(sql`
    select s.employee_id, coalesce(sum((l->>'amount')::numeric) filter (where l->>'concept' = 'gratificacion'), 0)::text as amount
    from payroll_slips s join payroll_runs r on r.id = s.run_id, jsonb_array_elements(s.lines) l
    where r.kind = 'gratificacion' and r.state in ('approved', 'paid') and r.company_id = ${companyId}
      and r.year = ${gYear} and r.month = ${gMonth}
    group by s.employee_id`);
  const paid = new Map(rows.map((r) => [r.employee_id, centsToMoney(moneyToCents(r.amount))]));
  const opening = await openingGratificacionOf(db, employeeIds, gYear, gMonth);
  for (const [employeeId, amount] of opening)
    if (!paid.has(employeeId)) paid.set(employeeId, centsToMoney(moneyToCents(amount)));
  return paid;
};

/**
 * Daily remunerations of the CTS each worker already got under the regime they are in now: the
 * earlier approved or paid CTS deposits of the company (a deposit stored before it carried its
 * `dailyPays` counts amount × 30 / base). The pequeña empresa stops at 90 over the employment.
 */
export const ctsAccruedDailyPaysOf = async (
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
 * The variable pay that may be regular, grouped as one supplement each: overtime (25 % and 35 %),
 * night work, commissions, regular bonuses and additional work. Occasional and extraordinary
 * bonuses are left out: DS 001-97-TR art. 19 excludes them from the computable remuneration.
 */
export const VARIABLE_PAY: Record<string, string> = {
  overtime_25: 'overtime',
  overtime_35: 'overtime',
  night_work: 'night_work',
  commission: 'commission',
  bonus: 'bonus',
  additional_work: 'additional_work',
};

/**
 * Each worker's variable pay in the six calendar months ending with the run's month, from the
 * approved or paid monthly slips of the company, one amount per month (oldest first, zero when
 * none): the engine counts a supplement paid in at least three of them and adds its sixth.
 */
export const supplementsOf = async (
  db: DbOrTx,
  companyId: number,
  employeeIds: number[],
  year: number,
  month: number,
): Promise<Map<number, SupplementHistory[]>> => {
  const byEmployee = new Map<number, SupplementHistory[]>();
  if (!employeeIds.length) return byEmployee;
  const last = year * 12 + (month - 1);
  const { rows } = await db.execute<{
    employee_id: number;
    concept: string;
    slot: number;
    amount: string;
  }>(sql`
    select s.employee_id, l->>'concept' as concept, (r.year * 12 + r.month - 1) - ${last - 5} as slot,
      sum((l->>'amount')::numeric)::numeric(14, 2)::text as amount
    from payroll_slips s join payroll_runs r on r.id = s.run_id, jsonb_array_elements(s.lines) l
    where r.kind = 'monthly' and r.state in ('approved', 'paid') and r.company_id = ${companyId}
      and r.year * 12 + r.month - 1 between ${last - 5} and ${last}
      and l->>'concept' = any(${sql.param(Object.keys(VARIABLE_PAY))}::text[])
      and s.employee_id = any(${sql.param(employeeIds)}::int[])
    group by 1, 2, 3`);
  const cents = new Map<number, Map<string, bigint[]>>();
  for (const r of rows) {
    const name = VARIABLE_PAY[r.concept] ?? r.concept;
    const concepts = cents.get(r.employee_id) ?? new Map<string, bigint[]>();
    const amounts = concepts.get(name) ?? [0n, 0n, 0n, 0n, 0n, 0n];
    amounts[r.slot] = (amounts[r.slot] ?? 0n) + moneyToCents(r.amount);
    concepts.set(name, amounts);
    cents.set(r.employee_id, concepts);
  }
  for (const [employeeId, concepts] of cents)
    byEmployee.set(
      employeeId,
      [...concepts]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([concept, amounts]) => ({ concept, amounts: amounts.map(centsToMoney) })),
    );
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
  // A gratificación run withholds nothing: its income enters the quinta of the month's payslip.
  const quinta =
    monthly || run.kind === 'liquidacion'
      ? await quintaHistoryOf(db, run.companyId, ids, run.year, run.month)
      : { history: new Map<number, QuintaMonth[]>(), certificates: new Map<number, PreviousEmployer>() };
  const gratificaciones =
    run.kind === 'cts' ? await gratificacionPaidOf(db, run.companyId, ids, run.year, run.month) : new Map();
  const ctsAccrued =
    run.kind === 'cts' || run.kind === 'liquidacion'
      ? await ctsAccruedDailyPaysOf(db, run.companyId, facts, run.year, run.month)
      : new Map<number, string>();
  const supplements =
    run.kind === 'liquidacion'
      ? await supplementsOf(db, run.companyId, ids, run.year, run.month)
      : new Map<number, SupplementHistory[]>();
  // A liquidación pays the vacation days of completed service years not taken by the last day.
  const vacationDue = new Map<number, VacationDue>();
  if (run.kind === 'liquidacion')
    for (const f of facts)
      if (f.terminationDate)
        vacationDue.set(f.employeeId, await vacationDueOf(db, f.employeeId, f.terminationDate));
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
      quintaHistory: quinta.history.get(f.employeeId) ?? [],
      previousEmployer: quinta.certificates.get(f.employeeId) ?? null,
      gratificacionPaid: gratificaciones.get(f.employeeId) ?? null,
      ...(ctsAccrued.has(f.employeeId) ? { ctsAccruedDailyPays: ctsAccrued.get(f.employeeId) } : {}),
      ...(supplements.has(f.employeeId) ? { supplements: supplements.get(f.employeeId) } : {}),
      ...(vacationDue.has(f.employeeId) ? { vacationDue: vacationDue.get(f.employeeId) } : {}),
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
