import type { PayslipLine } from '@zerg/payroll-pe';
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { outerRef, qualified } from '../../platform/db/lookup.ts';
import { payrollRuns, payrollSlips } from './payroll-run.table.ts';

/*
 * The reads other modules make of the stored runs and their slips: the books post a run's accrual
 * and payment from them, treasury pays the month's contributions and lists what was paid unbooked.
 */

export type PayrollRun = typeof payrollRuns.$inferSelect;

/** The run, whole; undefined when there is none with that id. */
export const payrollRunById = async (db: DbOrTx, id: number): Promise<PayrollRun | undefined> =>
  (await db.select().from(payrollRuns).where(eq(payrollRuns.id, id)))[0];

export type RunFilter = {
  id?: number;
  companyId?: number;
  personalType?: PayrollRun['personalType'];
  kinds?: readonly PayrollRun['kind'][];
  year?: number;
  month?: number;
  states?: readonly PayrollRun['state'][];
  /** Months counted as year × 12 + month − 1, both ends included. */
  monthIndexes?: { from: number; to: number };
};

const conditionsOf = (f: RunFilter): SQL[] => {
  const r = {
    id: qualified(payrollRuns.id),
    year: qualified(payrollRuns.year),
    month: qualified(payrollRuns.month),
  };
  const parts: SQL[] = [];
  if (f.id !== undefined) parts.push(sql`${r.id} = ${f.id}`);
  if (f.companyId !== undefined) parts.push(sql`${qualified(payrollRuns.companyId)} = ${f.companyId}`);
  if (f.personalType) parts.push(sql`${qualified(payrollRuns.personalType)} = ${f.personalType}`);
  if (f.kinds) parts.push(inArray(payrollRuns.kind, [...f.kinds]));
  if (f.year !== undefined) parts.push(sql`${r.year} = ${f.year}`);
  if (f.month !== undefined) parts.push(sql`${r.month} = ${f.month}`);
  if (f.states) parts.push(inArray(payrollRuns.state, [...f.states]));
  if (f.monthIndexes)
    parts.push(
      sql`(${r.year} * 12 + ${r.month} - 1) between ${f.monthIndexes.from} and ${f.monthIndexes.to}`,
    );
  return parts;
};

/** Keeps the rows whose run (`runId`) passes `filter`, as a semijoin. */
export const runWhere = (runId: AnyPgColumn | SQLWrapper, filter: RunFilter): SQL => {
  const parts = conditionsOf(filter);
  const where = parts.length ? sql` where ${sql.join(parts, sql` and `)}` : sql``;
  return sql`${outerRef(runId)} in (select ${qualified(payrollRuns.id)} from ${payrollRuns}${where})`;
};

/** Whether any run passes `filter`. */
export const payrollRunExists = async (db: DbOrTx, filter: RunFilter): Promise<boolean> =>
  (
    await db
      .select({ id: payrollRuns.id })
      .from(payrollRuns)
      .where(and(...conditionsOf(filter)))
      .limit(1)
  ).length > 0;

export type StoredSlip = { employeeId: number; lines: PayslipLine[]; worker: Record<string, unknown> };

/** The stored slips of the runs passing `filter` (the engine's lines and the worker as computed), by id. */
export const slipsOfRuns = (db: DbOrTx, filter: RunFilter): Promise<StoredSlip[]> =>
  db
    .select({ employeeId: payrollSlips.employeeId, lines: payrollSlips.lines, worker: payrollSlips.worker })
    .from(payrollSlips)
    .where(runWhere(payrollSlips.runId, filter))
    .orderBy(asc(payrollSlips.id));

/** What a run paid its workers: the sum of the positive nets of its slips, 0.00 for none. */
const netPaid = sql<string>`(select coalesce(sum(${qualified(payrollSlips.net)}), 0)::numeric(14,2)::text from ${payrollSlips}
    where ${qualified(payrollSlips.runId)} = ${qualified(payrollRuns.id)} and ${qualified(payrollSlips.net)} > 0)`;

/** What the run paid its workers (the positive nets of its slips); undefined when there is no such run. */
export const runNetPaid = async (db: DbOrTx, runId: number): Promise<string | undefined> =>
  (await db.select({ total: netPaid }).from(payrollRuns).where(eq(payrollRuns.id, runId)))[0]?.total;

/**
 * Every run with what it paid its workers, as a subquery a list of another module (treasury's
 * payments without an entry) selects from.
 */
export const runRows = new QueryBuilder()
  .select({
    id: payrollRuns.id,
    companyId: payrollRuns.companyId,
    kind: payrollRuns.kind,
    year: payrollRuns.year,
    month: payrollRuns.month,
    state: payrollRuns.state,
    paidAt: payrollRuns.paidAt,
    reference: payrollRuns.paymentReference,
    amount: netPaid.as('amount'),
  })
  .from(payrollRuns)
  .as('run');
