import type { TScheduleDay } from '@zerg/shared';
import { and, asc, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employeeScheduleDays, employeeSchedules } from './employee-schedule.table.ts';

const DAY_MS = 86_400_000;
const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);
const isoWeekday = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

/**
 * The weekly-schedule day in force for each employee on each date between two dates (inclusive):
 * `schedule[employeeId].get(date)`, null when no schedule had started yet. Attendance reads the
 * schedule only through this.
 */
export const scheduleDaysBetween = async (
  db: DbOrTx,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, Map<string, TScheduleDay | null>>> => {
  const result = new Map<number, Map<string, TScheduleDay | null>>();
  if (!employeeIds.length || to < from) return result;
  const versions = await db
    .select({
      id: employeeSchedules.id,
      employeeId: employeeSchedules.employeeId,
      from: employeeSchedules.effectiveFrom,
    })
    .from(employeeSchedules)
    .where(
      and(inArray(employeeSchedules.employeeId, [...employeeIds]), lte(employeeSchedules.effectiveFrom, to)),
    )
    .orderBy(asc(employeeSchedules.employeeId), asc(employeeSchedules.effectiveFrom));
  const days = versions.length
    ? await db
        .select()
        .from(employeeScheduleDays)
        .where(
          inArray(
            employeeScheduleDays.scheduleId,
            versions.map((v) => v.id),
          ),
        )
    : [];
  const byVersion = new Map<string, TScheduleDay>();
  for (const d of days)
    byVersion.set(`${d.scheduleId}:${d.weekday}`, {
      weekday: d.weekday,
      dayOff: d.dayOff,
      entryTime: hhmm(d.entryTime),
      breakStart: hhmm(d.breakStart),
      breakEnd: hhmm(d.breakEnd),
      exitTime: hhmm(d.exitTime),
    });
  for (const employeeId of employeeIds) {
    const own = versions.filter((v) => v.employeeId === employeeId);
    const map = new Map<string, TScheduleDay | null>();
    for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
      const date = new Date(t).toISOString().slice(0, 10);
      const version = own.filter((v) => v.from <= date).at(-1);
      map.set(date, version ? (byVersion.get(`${version.id}:${isoWeekday(date)}`) ?? null) : null);
    }
    result.set(employeeId, map);
  }
  return result;
};
