import type { TScheduleDay } from '@zerg/shared';
import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { employeeScheduleDays, employeeSchedules } from './employee-schedule.table.ts';

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

/** Saves a weekly schedule from a date; saving again for the same date replaces that one. */
export const saveSchedule = async (
  tx: DbOrTx,
  employeeIds: number[],
  effectiveFrom: string,
  days: TScheduleDay[],
  createdBy: number | null,
): Promise<void> => {
  await tx
    .delete(employeeSchedules)
    .where(
      and(
        inArray(employeeSchedules.employeeId, employeeIds),
        eq(employeeSchedules.effectiveFrom, effectiveFrom),
      ),
    );
  const created = await tx
    .insert(employeeSchedules)
    .values(employeeIds.map((employeeId) => ({ employeeId, effectiveFrom, createdBy })))
    .returning({ id: employeeSchedules.id });
  const rows = created.flatMap(({ id }) =>
    days.map((d) => ({
      scheduleId: id,
      weekday: d.weekday,
      dayOff: d.dayOff,
      entryTime: d.dayOff ? null : d.entryTime,
      breakStart: d.dayOff ? null : d.breakStart,
      breakEnd: d.dayOff ? null : d.breakEnd,
      exitTime: d.dayOff ? null : d.exitTime,
    })),
  );
  for (let i = 0; i < rows.length; i += 3500)
    await tx.insert(employeeScheduleDays).values(rows.slice(i, i + 3500));
};

const loadDays = async (db: DbOrTx, scheduleIds: number[]) => {
  if (!scheduleIds.length) return new Map<number, TScheduleDay[]>();
  const rows = await db
    .select()
    .from(employeeScheduleDays)
    .where(inArray(employeeScheduleDays.scheduleId, scheduleIds))
    .orderBy(asc(employeeScheduleDays.weekday));
  const map = new Map<number, TScheduleDay[]>();
  for (const r of rows) {
    const list = map.get(r.scheduleId) ?? [];
    list.push({
      weekday: r.weekday,
      dayOff: r.dayOff,
      entryTime: hhmm(r.entryTime),
      breakStart: hhmm(r.breakStart),
      breakEnd: hhmm(r.breakEnd),
      exitTime: hhmm(r.exitTime),
    });
    map.set(r.scheduleId, list);
  }
  return map;
};

/** The schedule in force on `today`, the ones that start later, and every version saved. */
export const findSchedules = async (db: DbOrTx, employeeId: number, today: string) => {
  const all = await db
    .select({ s: employeeSchedules, createdBy: actors.fullName })
    .from(employeeSchedules)
    .leftJoin(actors, eq(actors.id, employeeSchedules.createdBy))
    .where(eq(employeeSchedules.employeeId, employeeId))
    .orderBy(desc(employeeSchedules.effectiveFrom));
  const [currentRow] = await db
    .select({ id: employeeSchedules.id, effectiveFrom: employeeSchedules.effectiveFrom })
    .from(employeeSchedules)
    .where(and(eq(employeeSchedules.employeeId, employeeId), lte(employeeSchedules.effectiveFrom, today)))
    .orderBy(desc(employeeSchedules.effectiveFrom))
    .limit(1);
  const upcoming = all.filter((a) => a.s.effectiveFrom > today).reverse();
  const days = await loadDays(db, [...(currentRow ? [currentRow.id] : []), ...upcoming.map((u) => u.s.id)]);
  return {
    current: currentRow ? { ...currentRow, days: days.get(currentRow.id) ?? [] } : null,
    upcoming: upcoming.map((u) => ({
      id: u.s.id,
      effectiveFrom: u.s.effectiveFrom,
      days: days.get(u.s.id) ?? [],
    })),
    history: all.map((a) => ({
      id: a.s.id,
      effectiveFrom: a.s.effectiveFrom,
      createdAt: a.s.createdAt.toISOString(),
      createdBy: a.createdBy,
    })),
  };
};

/** Monday to Friday 08:00–17:00 with lunch, Saturday 08:00–13:00, Sunday off. */
export const OFFICE_WEEK: TScheduleDay[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
  weekday <= 5
    ? {
        weekday,
        dayOff: false,
        entryTime: '08:00',
        breakStart: '13:00',
        breakEnd: '14:00',
        exitTime: '17:00',
      }
    : weekday === 6
      ? { weekday, dayOff: false, entryTime: '08:00', breakStart: null, breakEnd: null, exitTime: '13:00' }
      : { weekday, dayOff: true, entryTime: null, breakStart: null, breakEnd: null, exitTime: null },
);

/** Monday to Saturday 06:00–15:00 with a break, Sunday off. */
export const OPERATIONS_WEEK: TScheduleDay[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
  weekday <= 6
    ? {
        weekday,
        dayOff: false,
        entryTime: '06:00',
        breakStart: '11:00',
        breakEnd: '12:00',
        exitTime: '15:00',
      }
    : { weekday, dayOff: true, entryTime: null, breakStart: null, breakEnd: null, exitTime: null },
);

/**
 * The week a new worker starts with, by personal type (the office's or operations'): nobody is
 * hired without a schedule, which would read every day as a day off. HR changes it on the
 * Schedule tab; the answer and the audit say which week was given.
 */
export const standardWeekOf = (personalType: 'administrative' | 'operations'): TScheduleDay[] =>
  personalType === 'operations' ? OPERATIONS_WEEK : OFFICE_WEEK;

export const assignStandardSchedule = async (
  tx: DbOrTx,
  employeeId: number,
  job: { personalType: 'administrative' | 'operations'; startDate: string },
  createdBy: number | null,
): Promise<{ effectiveFrom: string; days: TScheduleDay[] }> => {
  const days = standardWeekOf(job.personalType);
  await saveSchedule(tx, [employeeId], job.startDate, days, createdBy);
  return { effectiveFrom: job.startDate, days };
};
