import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isoWeekday } from './remote-work.repository.ts';
import { remoteWorkAssignments as rw } from './remote-work.table.ts';

export type RemoteWorkDay = { employeeId: number; date: string; assignmentId: number };

const DAY_MS = 86_400_000;

/**
 * The days each employee works from home between two dates (inclusive), from active assignments
 * only, in employee and date order: what attendance marks "remote". Active assignments of one
 * employee never share a day, so each (employee, date) appears once.
 */
export const remoteWorkDays = async (
  db: DbOrTx,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<RemoteWorkDay[]> => {
  if (employeeIds.length === 0 || to < from) return [];
  const rows = await db
    .select({ id: rw.id, employeeId: rw.employeeId, from: rw.fromDate, to: rw.toDate, weekdays: rw.weekdays })
    .from(rw)
    .where(
      and(
        inArray(rw.employeeId, [...employeeIds]),
        eq(rw.status, 'active'),
        sql`${rw.fromDate} <= ${to}::date`,
        sql`(${rw.toDate} is null or ${rw.toDate} >= ${from}::date)`,
      ),
    )
    .orderBy(asc(rw.employeeId), asc(rw.fromDate));
  const days: RemoteWorkDay[] = [];
  for (const row of rows) {
    const start = Date.parse(`${row.from > from ? row.from : from}T00:00:00Z`);
    const end = Date.parse(`${row.to && row.to < to ? row.to : to}T00:00:00Z`);
    for (let t = start; t <= end; t += DAY_MS) {
      const date = new Date(t).toISOString().slice(0, 10);
      if (row.weekdays.includes(isoWeekday(date)))
        days.push({ employeeId: row.employeeId, date, assignmentId: row.id });
    }
  }
  return days.sort((a, b) => a.employeeId - b.employeeId || a.date.localeCompare(b.date));
};
