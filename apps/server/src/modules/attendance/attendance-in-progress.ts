import type { AttendanceStatus } from '@zerg/shared';
import { limaToday } from '../../platform/time/lima-today.ts';

/**
 * A day's status as a worker reads it: today (Lima) is still being worked, so a day with no mark yet
 * is not an absence until it is over; it reads as not computed (null), as the days ahead do.
 */
export const settledStatus = (
  status: AttendanceStatus | null,
  workDate: string,
  today: string = limaToday(),
): AttendanceStatus | null => (status === 'unmarked' && workDate >= today ? null : status);
