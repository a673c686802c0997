import { and, between, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { justifications } from './justification.table.ts';

/**
 * How many justifications of these workers in [from, to] still wait for a decision: pending with the
 * area chief, or approved by the chief and not yet by HR (neither changes the day until HR
 * approves). A payroll run warns of them.
 */
export const undecidedJustificationCount = async (
  db: DbOrTx,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<number> => {
  if (!employeeIds.length) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(justifications)
    .where(
      and(
        inArray(justifications.status, ['pending', 'approved']),
        inArray(justifications.employeeId, [...employeeIds]),
        between(justifications.workDate, from, to),
      ),
    );
  return row?.n ?? 0;
};
