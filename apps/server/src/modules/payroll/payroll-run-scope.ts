import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type EmployeeScope, employeeInScope } from '../employees/index.ts';
import type { RunRow } from './payroll-run.repository.ts';
import { payrollRuns, payrollSlips } from './payroll-run.table.ts';

/**
 * What an area-limited holder of section 14 reads of the runs (payroll README, "Scope"): the
 * runs of the whole staff and the liquidaciones of their area's workers, each with the count and
 * totals of their area's slips only; the run-wide warnings (they name workers) are left out.
 */
export const runsInScope = (scope: EmployeeScope): SQL | undefined =>
  scope.all ? undefined : or(isNull(payrollRuns.employeeId), employeeInScope(scope, payrollRuns.employeeId));

/** The slips of a run the scope reaches. */
export const slipsInScope = (scope: EmployeeScope): SQL | undefined =>
  employeeInScope(scope, payrollSlips.employeeId);

/** The runs' figures recomputed over the scope's slips (unchanged for the whole staff). */
export const scopedRunRows = async (db: DbOrTx, scope: EmployeeScope, rows: RunRow[]): Promise<RunRow[]> => {
  if (scope.all || rows.length === 0) return rows;
  const sums = await db
    .select({
      runId: payrollSlips.runId,
      employeeCount: sql<number>`count(*)::int`,
      earnings: sql<string>`sum(${payrollSlips.earnings})::text`,
      deductions: sql<string>`sum(${payrollSlips.deductions})::text`,
      employer: sql<string>`sum(${payrollSlips.employer})::text`,
      net: sql<string>`sum(${payrollSlips.net})::text`,
      warningCount: sql<number>`(count(*) filter (where jsonb_array_length(${payrollSlips.warnings}) > 0))::int`,
    })
    .from(payrollSlips)
    .where(
      and(
        inArray(
          payrollSlips.runId,
          rows.map((r) => r.id),
        ),
        slipsInScope(scope),
      ),
    )
    .groupBy(payrollSlips.runId);
  const byRun = new Map(sums.map((s) => [s.runId, s]));
  return rows.map((r) => {
    const s = byRun.get(r.id);
    return {
      ...r,
      runWarnings: [],
      employeeCount: s?.employeeCount ?? 0,
      earnings: s?.earnings ?? '0.00',
      deductions: s?.deductions ?? '0.00',
      employer: s?.employer ?? '0.00',
      net: s?.net ?? '0.00',
      warningCount: s?.warningCount ?? 0,
    };
  });
};

/** Whether the scope reaches a run at all (a liquidación of another area's worker: no). */
export const runVisible = async (db: DbOrTx, scope: EmployeeScope, runId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: payrollRuns.id })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.id, runId), runsInScope(scope)));
  return row !== undefined;
};
