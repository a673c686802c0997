import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { attendanceClosedMonths } from './attendance-period.table.ts';

/** `2026-11-23` → `2026-11-01`. */
export const monthOf = (isoDate: string): string => `${isoDate.slice(0, 7)}-01`;

/**
 * Refuses (409 `ATTENDANCE_MONTH_CLOSED`) a change to attendance on any of these days when its
 * month's payroll is approved. Every attendance write calls it inside its transaction.
 */
export const assertMonthsOpen = async (db: DbOrTx, days: readonly string[]): Promise<void> => {
  const months = [...new Set(days.map(monthOf))];
  if (!months.length) return;
  const closed = await db
    .select({ month: attendanceClosedMonths.month })
    .from(attendanceClosedMonths)
    .where(inArray(attendanceClosedMonths.month, months));
  if (closed.length) throw conflict('ATTENDANCE_MONTH_CLOSED', undefined, { month: closed[0]?.month ?? '' });
};
