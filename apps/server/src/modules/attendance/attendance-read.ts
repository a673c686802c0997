import type { AttendanceStatus } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dayOffWorkBetween } from './attendance-day-off-work.ts';

/**
 * What reports and payroll read of attendance: the stored days, never recomputed on read.
 * Both take a set of employees and an inclusive date range, and are one query each.
 */

export type AttendanceDay = {
  employeeId: number;
  workDate: string;
  status: AttendanceStatus;
  scheduledEntry: string | null;
  scheduledExit: string | null;
  firstEntryAt: string | null;
  lastExitAt: string | null;
  scheduledMinutes: number;
  workedMinutes: number;
  lateMinutes: number;
  earlyLeaveMinutes: number;
  overtime25Minutes: number;
  overtime35Minutes: number;
  justificationId: number | null;
};

/** The stored days of these employees in the range, in employee and date order. */
export const attendanceDaysBetween = async (
  db: DbOrTx,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<AttendanceDay[]> => {
  if (!employeeIds.length || to < from) return [];
  const { rows } = await db.execute<{
    employee_id: number;
    work_date: string;
    status: AttendanceStatus;
    scheduled_entry: string | null;
    scheduled_exit: string | null;
    first_entry_at: string | null;
    last_exit_at: string | null;
    scheduled_minutes: number;
    worked_minutes: number;
    late_minutes: number;
    early_leave_minutes: number;
    overtime_25_minutes: number;
    overtime_35_minutes: number;
    justification_id: number | null;
  }>(sql`
    select employee_id, to_char(work_date, 'YYYY-MM-DD') as work_date, status,
      to_char(scheduled_entry, 'HH24:MI') as scheduled_entry, to_char(scheduled_exit, 'HH24:MI') as scheduled_exit,
      to_char(first_entry_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as first_entry_at,
      to_char(last_exit_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_exit_at,
      scheduled_minutes, worked_minutes, late_minutes, early_leave_minutes,
      overtime_25_minutes, overtime_35_minutes, justification_id
    from attendance_days
    where employee_id = any(${sql.param([...employeeIds])}::int[])
      and work_date between ${from}::date and ${to}::date
    order by employee_id, work_date`);
  return rows.map((r) => ({
    employeeId: r.employee_id,
    workDate: r.work_date,
    status: r.status,
    scheduledEntry: r.scheduled_entry,
    scheduledExit: r.scheduled_exit,
    firstEntryAt: r.first_entry_at,
    lastExitAt: r.last_exit_at,
    scheduledMinutes: r.scheduled_minutes,
    workedMinutes: r.worked_minutes,
    lateMinutes: r.late_minutes,
    earlyLeaveMinutes: r.early_leave_minutes,
    overtime25Minutes: r.overtime_25_minutes,
    overtime35Minutes: r.overtime_35_minutes,
    justificationId: r.justification_id,
  }));
};

export type AttendanceTotals = {
  employeeId: number;
  /** Stored days in the range by status (every status present, zero when none). */
  days: Record<AttendanceStatus, number>;
  /** Days with lateness charged (after tolerance and justifications). */
  lateDays: number;
  scheduledMinutes: number;
  workedMinutes: number;
  lateMinutes: number;
  earlyLeaveMinutes: number;
  /** Overtime outside holidays and rest days worked (and beyond their ordinary day). */
  overtime25Minutes: number;
  overtime35Minutes: number;
  /** Holidays and weekly rest days worked, in days: paid apart (DL 713), see attendance-day-off-work. */
  holidayWorkDays: number;
  restDayWorkDays: number;
};

const emptyDays = (): Record<AttendanceStatus, number> => ({
  marked: 0,
  unmarked: 0,
  holiday: 0,
  remote: 0,
  not_working: 0,
  vacation: 0,
  justified: 0,
});

/** Per-employee totals of the stored days in the range; an employee with no stored day is left out. */
export const attendanceTotals = async (
  db: DbOrTx,
  employeeIds: readonly number[],
  from: string,
  to: string,
): Promise<AttendanceTotals[]> => {
  if (!employeeIds.length || to < from) return [];
  const { rows } = await db.execute<{
    employee_id: number;
    status: AttendanceStatus;
    n: number;
    late_days: number;
    scheduled: number;
    worked: number;
    late: number;
    early: number;
    ot25: number;
    ot35: number;
  }>(sql`
    select employee_id, status, count(*)::int as n, count(*) filter (where late_minutes > 0)::int as late_days,
      sum(scheduled_minutes)::int as scheduled, sum(worked_minutes)::int as worked,
      sum(late_minutes)::int as late, sum(early_leave_minutes)::int as early,
      sum(overtime_25_minutes)::int as ot25, sum(overtime_35_minutes)::int as ot35
    from attendance_days
    where employee_id = any(${sql.param([...employeeIds])}::int[])
      and work_date between ${from}::date and ${to}::date
    group by employee_id, status
    order by employee_id`);
  const byEmployee = new Map<number, AttendanceTotals>();
  for (const r of rows) {
    const t = byEmployee.get(r.employee_id) ?? {
      employeeId: r.employee_id,
      days: emptyDays(),
      lateDays: 0,
      scheduledMinutes: 0,
      workedMinutes: 0,
      lateMinutes: 0,
      earlyLeaveMinutes: 0,
      overtime25Minutes: 0,
      overtime35Minutes: 0,
      holidayWorkDays: 0,
      restDayWorkDays: 0,
    };
    t.days[r.status] += r.n;
    t.lateDays += r.late_days;
    t.scheduledMinutes += r.scheduled;
    t.workedMinutes += r.worked;
    t.lateMinutes += r.late;
    t.earlyLeaveMinutes += r.early;
    t.overtime25Minutes += r.ot25;
    t.overtime35Minutes += r.ot35;
    byEmployee.set(r.employee_id, t);
  }
  for (const [employeeId, w] of await dayOffWorkBetween(db, employeeIds, from, to)) {
    const t = byEmployee.get(employeeId);
    if (!t) continue;
    t.holidayWorkDays = w.holidayWorkDays;
    t.restDayWorkDays = w.restDayWorkDays;
    t.overtime25Minutes += w.beyond25Minutes - w.overtime25Minutes;
    t.overtime35Minutes += w.beyond35Minutes - w.overtime35Minutes;
  }
  return [...byEmployee.values()];
};
