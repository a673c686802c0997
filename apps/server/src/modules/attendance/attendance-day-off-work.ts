import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { splitOvertimeMinutes } from './attendance-day-rules.ts';

/**
 * Work on a holiday or on a weekly rest day (a day with no scheduled shift) is not overtime: DL 713
 * art. 3 and 9 pay it as the day's work plus a 100 % surcharge. The stored day keeps every minute
 * of such a day as overtime (what the attendance screens show); payroll reads it here as days.
 *
 * A day counts up to the worker's ordinary day (their scheduled minutes per scheduled day in the
 * range, 8 hours when none): four hours of a worker whose day is eight are half a day. Minutes
 * beyond it stay overtime, split again into the +25 % and +35 % bands (DS 007-2002-TR art. 10).
 */

export type DayOffWork = {
  /** Holidays worked, in days (four decimals). */
  holidayWorkDays: number;
  /** Weekly rest days worked, in days (four decimals). */
  restDayWorkDays: number;
  /** Overtime minutes of those days read as the days above, to take off the month's overtime. */
  overtime25Minutes: number;
  overtime35Minutes: number;
  /** What remains overtime of those days: minutes beyond the ordinary day. */
  beyond25Minutes: number;
  beyond35Minutes: number;
};

/** DL 854 art. 1: the ordinary day is at most eight hours; the fallback when no day is scheduled. */
const DEFAULT_DAY_MINUTES = 480;

const fourDecimals = (n: number) => Math.round(n * 10_000) / 10_000;

/** Per employee: the holidays and rest days worked in the range, with the overtime they replace. */
export const dayOffWorkBetween = async (
  db: DbOrTx,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, DayOffWork>> => {
  const result = new Map<number, DayOffWork>();
  if (!employeeIds.length || to < from) return result;
  // A holiday is stored as such whatever the schedule; a worked day with no scheduled minutes is a
  // rest day (no shift that weekday, or no schedule in force).
  const { rows } = await db.execute<{
    employee_id: number;
    status: string;
    worked: number;
    ot25: number;
    ot35: number;
    day_minutes: number | null;
  }>(sql`
    select d.employee_id, d.status, d.worked_minutes as worked,
      d.overtime_25_minutes as ot25, d.overtime_35_minutes as ot35, s.day_minutes
    from attendance_days d
    left join lateral (
      select (sum(o.scheduled_minutes)::float / count(*))::float as day_minutes
      from attendance_days o
      where o.employee_id = d.employee_id and o.work_date between ${from}::date and ${to}::date
        and o.scheduled_minutes > 0
    ) s on true
    where d.employee_id = any(${sql.param([...employeeIds])}::int[])
      and d.work_date between ${from}::date and ${to}::date
      and d.scheduled_minutes = 0 and d.worked_minutes > 0 and d.status in ('holiday', 'marked')
    order by d.employee_id, d.work_date`);
  for (const r of rows) {
    const t = result.get(r.employee_id) ?? {
      holidayWorkDays: 0,
      restDayWorkDays: 0,
      overtime25Minutes: 0,
      overtime35Minutes: 0,
      beyond25Minutes: 0,
      beyond35Minutes: 0,
    };
    const dayMinutes = Math.round(r.day_minutes ?? DEFAULT_DAY_MINUTES) || DEFAULT_DAY_MINUTES;
    const inDay = Math.min(r.worked, dayMinutes);
    const beyond = splitOvertimeMinutes(r.worked - inDay);
    const days = fourDecimals(inDay / dayMinutes);
    if (r.status === 'holiday') t.holidayWorkDays = fourDecimals(t.holidayWorkDays + days);
    else t.restDayWorkDays = fourDecimals(t.restDayWorkDays + days);
    t.overtime25Minutes += r.ot25;
    t.overtime35Minutes += r.ot35;
    t.beyond25Minutes += beyond.ot25;
    t.beyond35Minutes += beyond.ot35;
    result.set(r.employee_id, t);
  }
  return result;
};
