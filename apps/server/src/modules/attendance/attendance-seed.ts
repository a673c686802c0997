import type { DbOrTx } from '../../db/client.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { previousMonthStart } from './attendance-day-rules.ts';
import { recomputeAttendance } from './attendance-recompute.ts';

/**
 * The demo's computed days: the previous and current month up to today for these employees, from
 * whatever marks, schedules, holidays, vacations and remote days the demo holds by then.
 */
export const recomputeDemoAttendance = async (
  tx: DbOrTx,
  employeeIds: readonly number[],
): Promise<number> => {
  const today = limaToday();
  return recomputeAttendance(tx, { employeeIds, from: previousMonthStart(today), to: today });
};
