import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * What attendance reads of many employees at once to compute their days: the schedules in force,
 * the vacations taken and the employment dates. Set-based (one query each) so a month of ten
 * thousand people is a few queries, not one per person.
 */

export type ScheduleVersionDay = {
  weekday: number;
  dayOff: boolean;
  entryTime: string | null;
  breakStart: string | null;
  breakEnd: string | null;
  exitTime: string | null;
};

/** One schedule version of an employee: in force from `effectiveFrom` until the next one. */
export type ScheduleVersion = { employeeId: number; effectiveFrom: string; days: ScheduleVersionDay[] };

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

/**
 * The schedule versions in force on some day between `from` and `to` (inclusive): the last one
 * starting on or before `from`, and every one starting within the range. In employee and date order.
 */
export const schedulesInForce = async (
  db: DbOrTx,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<ScheduleVersion[]> => {
  if (!employeeIds.length) return [];
  const { rows } = await db.execute<{
    employee_id: number;
    effective_from: string;
    weekday: number;
    day_off: boolean;
    entry_time: string | null;
    break_start: string | null;
    break_end: string | null;
    exit_time: string | null;
  }>(sql`
    with wanted as (
      select s.id, s.employee_id, s.effective_from
      from employee_schedules s
      where s.employee_id = any(${sql.param([...employeeIds])}::int[])
        and s.effective_from <= ${to}::date
        and s.effective_from >= coalesce(
          (select max(p.effective_from) from employee_schedules p
            where p.employee_id = s.employee_id and p.effective_from <= ${from}::date),
          '0001-01-01'::date)
    )
    select w.employee_id, to_char(w.effective_from, 'YYYY-MM-DD') as effective_from, d.weekday, d.day_off,
      d.entry_time::text, d.break_start::text, d.break_end::text, d.exit_time::text
    from wanted w join employee_schedule_days d on d.schedule_id = w.id
    order by w.employee_id, w.effective_from, d.weekday`);
  const out: ScheduleVersion[] = [];
  let current: ScheduleVersion | undefined;
  for (const r of rows) {
    if (!current || current.employeeId !== r.employee_id || current.effectiveFrom !== r.effective_from) {
      current = { employeeId: r.employee_id, effectiveFrom: r.effective_from, days: [] };
      out.push(current);
    }
    current.days.push({
      weekday: r.weekday,
      dayOff: r.day_off,
      entryTime: hhmm(r.entry_time),
      breakStart: hhmm(r.break_start),
      breakEnd: hhmm(r.break_end),
      exitTime: hhmm(r.exit_time),
    });
  }
  return out;
};

export type VacationRange = { employeeId: number; startDate: string; endDate: string };

/** Vacation periods (not cancelled) that touch the range, in employee and date order. */
export const vacationsBetween = async (
  db: DbOrTx,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<VacationRange[]> => {
  if (!employeeIds.length) return [];
  const { rows } = await db.execute<{ employee_id: number; start_date: string; end_date: string }>(sql`
    select employee_id, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date
    from employee_vacations
    where employee_id = any(${sql.param([...employeeIds])}::int[]) and canceled_at is null
      and start_date <= ${to}::date and end_date >= ${from}::date
    order by employee_id, start_date`);
  return rows.map((r) => ({ employeeId: r.employee_id, startDate: r.start_date, endDate: r.end_date }));
};

/**
 * When each employee was employed: from the job's start date to `inactiveSince`, the last day worked
 * (T-Registro's fecha de cese), both included.
 * `'all'` asks for everyone employed on some day of the range (`from`/`to` then required).
 * Employees without job details are left out: they have no working days.
 */
export type EmploymentDates = { employeeId: number; startDate: string; inactiveSince: string | null };

export const employmentDates = async (
  db: DbOrTx,
  employeeIds: readonly number[] | 'all',
  range?: { from: string; to: string },
): Promise<EmploymentDates[]> => {
  if (employeeIds !== 'all' && !employeeIds.length) return [];
  const who = employeeIds === 'all' ? sql`true` : sql`e.id = any(${sql.param([...employeeIds])}::int[])`;
  const when = range
    ? sql`j.start_date <= ${range.to}::date and (e.inactive_since is null or e.inactive_since >= ${range.from}::date)`
    : sql`true`;
  const { rows } = await db.execute<{ id: number; start_date: string; inactive_since: string | null }>(sql`
    select e.id, to_char(j.start_date, 'YYYY-MM-DD') as start_date,
      to_char(e.inactive_since, 'YYYY-MM-DD') as inactive_since
    from employees e join employee_jobs j on j.employee_id = e.id
    where ${who} and ${when}
    order by e.id`);
  return rows.map((r) => ({ employeeId: r.id, startDate: r.start_date, inactiveSince: r.inactive_since }));
};
