import type { PersonalType } from '@zerg/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { employeePlacesById } from '../employees/index.ts';
import { attendanceClosedMonths } from './attendance-period.table.ts';

/** `2026-11-23` → `2026-11-01`. */
export const monthOf = (isoDate: string): string => `${isoDate.slice(0, 7)}-01`;

/** One company's staff of one type: what a payroll run pays and closes. */
export type ClosedStaff = { companyId: number; personalType: PersonalType; month: string };

/**
 * The closed months of these employees between two days, as `employeeId|YYYY-MM-01`: a month is
 * closed for a worker when it is closed for their company and personal type.
 */
export const closedEmployeeMonths = async (
  db: DbOrTx,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<Set<string>> => {
  const places = [...(await employeePlacesById(db, employeeIds)).values()];
  const companyIds = [...new Set(places.flatMap((p) => (p.companyId === null ? [] : [p.companyId])))];
  if (!companyIds.length) return new Set();
  const c = attendanceClosedMonths;
  const closed = await db
    .select({
      companyId: c.companyId,
      personalType: c.personalType,
      month: sql<string>`to_char(${c.month}, 'YYYY-MM-DD')`,
    })
    .from(c)
    .where(
      and(inArray(c.companyId, companyIds), sql`${c.month} between ${monthOf(from)}::date and ${to}::date`),
    );
  const keys = new Set<string>();
  for (const p of places)
    for (const m of closed)
      if (m.companyId === p.companyId && m.personalType === p.personalType)
        keys.add(`${p.employeeId}|${m.month}`);
  return keys;
};

/**
 * Refuses (409 `ATTENDANCE_MONTH_CLOSED`) a change to these employees' attendance on any of these
 * days when the month's payroll of their company and staff is approved. Every attendance write
 * calls it inside its transaction.
 */
export const assertMonthsOpen = async (
  db: DbOrTx,
  employeeIds: readonly number[],
  days: readonly string[],
): Promise<void> => {
  if (!days.length || !employeeIds.length) return;
  const sorted = [...days].sort();
  const closed = await closedEmployeeMonths(db, employeeIds, sorted[0] as string, sorted.at(-1) as string);
  const months = new Set(days.map(monthOf));
  for (const key of closed) {
    const month = key.slice(key.indexOf('|') + 1);
    if (months.has(month)) throw conflict('ATTENDANCE_MONTH_CLOSED', undefined, { month });
  }
};

/** Approving a monthly run closes the month for its company's staff. */
export const closeAttendanceMonth = async (
  db: DbOrTx,
  staff: ClosedStaff & { closedBy: number | null },
): Promise<void> => {
  await db.insert(attendanceClosedMonths).values(staff).onConflictDoNothing();
};

/** Canceling the approved run that closed it reopens the month for that staff only. */
export const reopenAttendanceMonth = async (db: DbOrTx, staff: ClosedStaff): Promise<void> => {
  await db
    .delete(attendanceClosedMonths)
    .where(
      and(
        eq(attendanceClosedMonths.month, staff.month),
        eq(attendanceClosedMonths.companyId, staff.companyId),
        eq(attendanceClosedMonths.personalType, staff.personalType),
      ),
    );
};

/**
 * Refuses (409 `PAYROLL_MONTH_CLOSED`, naming the month `YYYY-MM`) a change to an employee's pay
 * dated `from` when a payroll run approved (and maybe paid) that month. `onward` checks every later
 * month too: a salary from that day would change each month after it.
 */
export const assertPayMonthOpen = async (
  db: DbOrTx,
  employeeId: number,
  from: string,
  options: { onward?: boolean } = {},
): Promise<void> => {
  const closed = await closedEmployeeMonths(db, [employeeId], from, options.onward ? '9999-12-01' : from);
  const [first] = [...closed].map((key) => key.slice(key.indexOf('|') + 1)).sort();
  if (first) throw conflict('PAYROLL_MONTH_CLOSED', undefined, { month: first.slice(0, 7) });
};
