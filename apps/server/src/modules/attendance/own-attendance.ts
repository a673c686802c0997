import type { MarkKind } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/current-user.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { holidaysBetween } from '../calendar/index.ts';
import { employmentDates, scheduleDaysBetween } from '../employees/index.ts';
import { attendanceDays } from './attendance-day.table.ts';
import { settledStatus } from './attendance-in-progress.ts';
import { marksInForce } from './attendance-mark.repository.ts';
import { type MarkContext, ownEmployee, scheduleOfDay, shift } from './attendance-mark-context.ts';
import { addDays, kindOf, workDateOf } from './mark-day.ts';

/** The signed-in employee's own marks between two days. */
export const myMarks =
  ({ db }: MarkContext) =>
  async (actor: Actor, from: string, to: string) =>
    marksInForce(db, [ownEmployee(actor.user)], from, to > addDays(from, 62) ? addDays(from, 62) : to);

/** SPEC §7 get-employee-mark-schedule: today's schedule and marks, and what the next mark is. */
export const markSchedule =
  ({ db }: MarkContext) =>
  async (actor: Actor) => {
    const employeeId = ownEmployee(actor.user);
    const now = new Date();
    const today = limaToday(now);
    const schedule = (await scheduleDaysBetween(db, [employeeId], addDays(today, -1), today)).get(employeeId);
    const workDate = workDateOf(now, shift(schedule?.get(addDays(today, -1))));
    const marks = await marksInForce(db, [employeeId], workDate, workDate);
    return {
      date: workDate,
      serverTime: now.toISOString(),
      schedule: scheduleOfDay(schedule?.get(workDate)),
      marks,
      nextKind: kindOf(
        now,
        workDate,
        shift(schedule?.get(workDate)),
        marks.map((x) => x.kind),
      ) as MarkKind,
    };
  };

/** SPEC §7 get-personal-working-days: the month of the signed-in employee, day by day. */
export const workingDays =
  ({ db }: MarkContext) =>
  async (actor: Actor, year: number, month: number) => {
    const employeeId = ownEmployee(actor.user);
    const from = `${year}-${String(month).padStart(2, '0')}-01`;
    const to = addDays(
      `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-01`,
      -1,
    );
    const [schedule, holidays, computed, marks, [job]] = await Promise.all([
      scheduleDaysBetween(db, [employeeId], from, to),
      holidaysBetween(db, from, to),
      db
        .select()
        .from(attendanceDays)
        .where(
          sql`${attendanceDays.employeeId} = ${employeeId} and ${attendanceDays.workDate} between ${from} and ${to}`,
        ),
      marksInForce(db, [employeeId], from, to),
      employmentDates(db, [employeeId]),
    ]);
    const own = schedule.get(employeeId);
    const today = limaToday();
    const days = [];
    for (let d = from; d <= to; d = addDays(d, 1)) {
      const c = computed.find((x) => x.workDate === d);
      const dayMarks = marks.filter((x) => x.workDate === d);
      days.push({
        date: d,
        weekday: ((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7) + 1,
        schedule: scheduleOfDay(own?.get(d)),
        holiday: holidays.find((h) => h.date === d)?.name ?? null,
        employed: Boolean(job && job.startDate <= d && (!job.inactiveSince || d <= job.inactiveSince)),
        status: settledStatus(c?.status ?? null, d, today),
        firstEntryAt:
          c?.firstEntryAt?.toISOString() ?? dayMarks.find((x) => x.kind === 'entry')?.markedAt ?? null,
        lastExitAt:
          c?.lastExitAt?.toISOString() ?? dayMarks.filter((x) => x.kind === 'exit').at(-1)?.markedAt ?? null,
        lateMinutes: c?.lateMinutes ?? 0,
        workedMinutes: c?.workedMinutes ?? 0,
        marks: dayMarks.length,
      });
    }
    return { year, month, days };
  };
