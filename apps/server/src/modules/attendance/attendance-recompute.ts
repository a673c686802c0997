import type { DbOrTx } from '../../db/client.ts';

export type RecomputeScope = { employeeIds: readonly number[]; from: string; to: string };

/**
 * Recomputes and stores the daily status of these employees on these days, inside the caller's
 * transaction. Every write that changes an input of the day (a mark, a decided justification, a
 * schedule, a holiday, a vacation, a remote-work assignment) calls it.
 */
export const recomputeAttendance = async (_tx: DbOrTx, _scope: RecomputeScope): Promise<void> => {
  // Filled in by the daily-status engine (attendance-day-rules.ts).
};
