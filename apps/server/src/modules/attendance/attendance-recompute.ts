import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { publish } from '../../platform/realtime/realtime-bus.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { holidaysBetween } from '../calendar/index.ts';
import { employmentDates, schedulesInForce, vacationsBetween } from '../employees/index.ts';
import { remoteWorkDays } from '../remote-work/index.ts';
import {
  computeDay,
  type DayJustification,
  type DayMark,
  datesBetween,
  earlierDate,
  isoWeekday,
  type ScheduleDayRule,
} from './attendance-day-rules.ts';
import { closedEmployeeMonths, monthOf } from './attendance-period.ts';
import { readLateTolerance } from './attendance-settings.repository.ts';

export type RecomputeScope = { employeeIds: readonly number[]; from: string; to: string };

/**
 * Days of a closed month are never rewritten. `skip` leaves them out; `refuse` computes them too
 * and answers 409 `ATTENDANCE_MONTH_CLOSED` when a stored one would change (an input edited
 * under a closed month), so the caller's whole change rolls back.
 */
export type RecomputeOptions = { closedMonths?: 'skip' | 'refuse' };

/** Employees computed per round: bounds memory and the size of each query. */
const BATCH_EMPLOYEES = 2000;
/** Rows per upsert statement (one array parameter per column, so any size fits). */
const UPSERT_ROWS = 10_000;
/** Recomputes of one employee wait for each other through one of these advisory locks. */
const LOCK_NAMESPACE = 4242011;
const LOCK_BUCKETS = 256;

type Row = {
  employeeId: number;
  workDate: string;
  status: string;
  scheduledEntry: string | null;
  scheduledExit: string | null;
  /** Epoch milliseconds (cheaper to send than ISO text). */
  firstEntryAt: number | null;
  lastExitAt: number | null;
  scheduledMinutes: number;
  workedMinutes: number;
  lateMinutes: number;
  earlyLeaveMinutes: number;
  overtime25Minutes: number;
  overtime35Minutes: number;
  justificationId: number | null;
};

/**
 * Two recomputes of the same employee never interleave (a periodic fill-in reading marks while a
 * new mark recomputes the day would otherwise store the older picture last). Locks are taken in
 * bucket order, so two recomputes cannot wait on each other in a cycle.
 */
const lockEmployees = async (db: DbOrTx, ids: readonly number[]) => {
  const buckets = [...new Set(ids.map((id) => id % LOCK_BUCKETS))].sort((a, b) => a - b);
  await db.execute(sql`
    select count(pg_advisory_xact_lock(${LOCK_NAMESPACE}, b))
    from (select unnest(${sql.param(buckets)}::int[]) as b order by 1) ordered`);
};

/**
 * The effective marks of each day, reduced in the database to what the rules read: the first entry
 * and the last exit (the rules take the last exit after the first entry; the latest exit of the day
 * is that one whenever one exists). A mark another mark supersedes no longer counts.
 */
const loadMarks = async (db: DbOrTx, ids: readonly number[], from: string, to: string) => {
  const { rows } = await db.execute<{
    employee_id: number;
    work_date: string;
    first_entry: number | null;
    last_exit: number | null;
  }>(sql`
    select m.employee_id, to_char(m.work_date, 'YYYY-MM-DD') as work_date,
      (extract(epoch from min(m.marked_at) filter (where m.kind = 'entry')) * 1000)::float8 as first_entry,
      (extract(epoch from max(m.marked_at) filter (where m.kind = 'exit')) * 1000)::float8 as last_exit
    from attendance_marks m
    where m.employee_id = any(${sql.param([...ids])}::int[])
      and m.work_date between ${from}::date and ${to}::date
      and not exists (select 1 from attendance_marks s where s.supersedes_id = m.id)
    group by m.employee_id, m.work_date`);
  const byDay = new Map<string, DayMark[]>();
  for (const r of rows) {
    const marks: DayMark[] = [];
    if (r.first_entry !== null) marks.push({ kind: 'entry', at: new Date(Number(r.first_entry)) });
    if (r.last_exit !== null) marks.push({ kind: 'exit', at: new Date(Number(r.last_exit)) });
    byDay.set(`${r.employee_id}|${r.work_date}`, marks);
  }
  return byDay;
};

const loadJustifications = async (db: DbOrTx, ids: readonly number[], from: string, to: string) => {
  const { rows } = await db.execute<{
    id: number;
    employee_id: number;
    work_date: string;
    type: 'absence' | 'tardiness';
  }>(sql`
    select id, employee_id, to_char(work_date, 'YYYY-MM-DD') as work_date, type
    from justifications
    where employee_id = any(${sql.param([...ids])}::int[]) and status = 'approved_by_hr'
      and work_date between ${from}::date and ${to}::date
    order by id`);
  const byDay = new Map<string, DayJustification[]>();
  for (const r of rows) {
    const key = `${r.employee_id}|${r.work_date}`;
    const list = byDay.get(key) ?? [];
    list.push({ id: r.id, type: r.type });
    byDay.set(key, list);
  }
  return byDay;
};

const upsert = async (db: DbOrTx, rows: Row[]) => {
  for (let i = 0; i < rows.length; i += UPSERT_ROWS) {
    const chunk = rows.slice(i, i + UPSERT_ROWS);
    const col = <K extends keyof Row>(k: K) => sql.param(chunk.map((r) => r[k]));
    // Unchanged days are left as they are: the periodic fill-in rewrites nothing that holds.
    await db.execute(sql`
      insert into attendance_days (employee_id, work_date, status, scheduled_entry, scheduled_exit,
        first_entry_at, last_exit_at, scheduled_minutes, worked_minutes, late_minutes,
        early_leave_minutes, overtime_25_minutes, overtime_35_minutes, justification_id)
      select e, d, s, se, sx, to_timestamp(fe / 1000), to_timestamp(lx / 1000), sm, wm, lm, em, o25, o35, j
      from unnest(${col('employeeId')}::int[], ${col('workDate')}::date[], ${col('status')}::text[],
        ${col('scheduledEntry')}::time[], ${col('scheduledExit')}::time[], ${col('firstEntryAt')}::float8[],
        ${col('lastExitAt')}::float8[], ${col('scheduledMinutes')}::int[], ${col('workedMinutes')}::int[],
        ${col('lateMinutes')}::int[], ${col('earlyLeaveMinutes')}::int[], ${col('overtime25Minutes')}::int[],
        ${col('overtime35Minutes')}::int[], ${col('justificationId')}::int[])
        as u(e, d, s, se, sx, fe, lx, sm, wm, lm, em, o25, o35, j)
      on conflict (employee_id, work_date) do update set
        status = excluded.status, scheduled_entry = excluded.scheduled_entry,
        scheduled_exit = excluded.scheduled_exit, first_entry_at = excluded.first_entry_at,
        last_exit_at = excluded.last_exit_at, scheduled_minutes = excluded.scheduled_minutes,
        worked_minutes = excluded.worked_minutes, late_minutes = excluded.late_minutes,
        early_leave_minutes = excluded.early_leave_minutes,
        overtime_25_minutes = excluded.overtime_25_minutes,
        overtime_35_minutes = excluded.overtime_35_minutes,
        justification_id = excluded.justification_id, computed_at = now()
      where (attendance_days.status, attendance_days.scheduled_entry, attendance_days.scheduled_exit,
          attendance_days.first_entry_at, attendance_days.last_exit_at, attendance_days.scheduled_minutes,
          attendance_days.worked_minutes, attendance_days.late_minutes, attendance_days.early_leave_minutes,
          attendance_days.overtime_25_minutes, attendance_days.overtime_35_minutes,
          attendance_days.justification_id)
        is distinct from (excluded.status, excluded.scheduled_entry, excluded.scheduled_exit,
          excluded.first_entry_at, excluded.last_exit_at, excluded.scheduled_minutes,
          excluded.worked_minutes, excluded.late_minutes, excluded.early_leave_minutes,
          excluded.overtime_25_minutes, excluded.overtime_35_minutes, excluded.justification_id)`);
  }
};

const COMPARED = [
  'status',
  'scheduledMinutes',
  'workedMinutes',
  'lateMinutes',
  'earlyLeaveMinutes',
  'overtime25Minutes',
  'overtime35Minutes',
  'justificationId',
] as const;

/** Refuses when a stored day of a closed month would come out different. */
const assertClosedUnchanged = async (db: DbOrTx, rows: Row[]) => {
  if (!rows.length) return;
  const { rows: stored } = await db.execute<{
    employee_id: number;
    work_date: string;
    status: string;
    scheduled_minutes: number;
    worked_minutes: number;
    late_minutes: number;
    early_leave_minutes: number;
    overtime_25_minutes: number;
    overtime_35_minutes: number;
    justification_id: number | null;
  }>(sql`
    select d.employee_id, to_char(d.work_date, 'YYYY-MM-DD') as work_date, d.status, d.scheduled_minutes,
      d.worked_minutes, d.late_minutes, d.early_leave_minutes, d.overtime_25_minutes,
      d.overtime_35_minutes, d.justification_id
    from attendance_days d
    join unnest(${sql.param(rows.map((r) => r.employeeId))}::int[], ${sql.param(rows.map((r) => r.workDate))}::date[])
      as k(employee_id, work_date) on k.employee_id = d.employee_id and k.work_date = d.work_date`);
  const fresh = new Map(rows.map((r) => [`${r.employeeId}|${r.workDate}`, r]));
  for (const s of stored) {
    const r = fresh.get(`${s.employee_id}|${s.work_date}`);
    if (!r) continue;
    const before: Record<(typeof COMPARED)[number], unknown> = {
      status: s.status,
      scheduledMinutes: s.scheduled_minutes,
      workedMinutes: s.worked_minutes,
      lateMinutes: s.late_minutes,
      earlyLeaveMinutes: s.early_leave_minutes,
      overtime25Minutes: s.overtime_25_minutes,
      overtime35Minutes: s.overtime_35_minutes,
      justificationId: s.justification_id,
    };
    if (COMPARED.some((k) => before[k] !== r[k]))
      throw conflict('ATTENDANCE_MONTH_CLOSED', undefined, { month: monthOf(s.work_date) });
  }
};

const toRule = (d: {
  dayOff: boolean;
  entryTime: string | null;
  breakStart: string | null;
  breakEnd: string | null;
  exitTime: string | null;
}): ScheduleDayRule => ({
  dayOff: d.dayOff,
  entry: d.entryTime,
  breakStart: d.breakStart,
  breakEnd: d.breakEnd,
  exit: d.exitTime,
});

/** Computes and stores one batch of employees over the given days (closed months only compared). */
const recomputeBatch = async (
  db: DbOrTx,
  ids: number[],
  days: string[],
  context: { holidays: Set<string>; tolerance: number; closed: Set<string>; refuse: boolean },
) => {
  const from = days[0] as string;
  const to = days[days.length - 1] as string;
  await lockEmployees(db, ids);
  const employment = await employmentDates(db, ids);
  const schedules = await schedulesInForce(db, ids, from, to);
  const vacations = await vacationsBetween(db, ids, from, to);
  const remote = await remoteWorkDays(db, ids, from, to);
  const marks = await loadMarks(db, ids, from, to);
  const justifications = await loadJustifications(db, ids, from, to);

  const employedBy = new Map(employment.map((e) => [e.employeeId, e]));
  const versionsBy = new Map<number, { effectiveFrom: string; byWeekday: Map<number, ScheduleDayRule> }[]>();
  for (const s of schedules) {
    const list = versionsBy.get(s.employeeId) ?? [];
    list.push({
      effectiveFrom: s.effectiveFrom,
      byWeekday: new Map(s.days.map((d) => [d.weekday, toRule(d)])),
    });
    versionsBy.set(s.employeeId, list);
  }
  const vacationsBy = new Map<number, { startDate: string; endDate: string }[]>();
  for (const v of vacations) vacationsBy.set(v.employeeId, [...(vacationsBy.get(v.employeeId) ?? []), v]);
  const remoteSet = new Set(remote.map((r) => `${r.employeeId}|${r.date}`));
  const weekdays = days.map(isoWeekday);

  const rows: Row[] = [];
  for (const employeeId of ids) {
    const job = employedBy.get(employeeId);
    const versions = versionsBy.get(employeeId) ?? [];
    const leave = vacationsBy.get(employeeId) ?? [];
    let v = -1;
    for (const [i, date] of days.entries()) {
      while (v + 1 < versions.length && (versions[v + 1]?.effectiveFrom ?? '') <= date) v += 1;
      const key = `${employeeId}|${date}`;
      const result = computeDay({
        date,
        schedule: v >= 0 ? (versions[v]?.byWeekday.get(weekdays[i] ?? 0) ?? null) : null,
        // `inactiveSince` is the last day worked (T-Registro's fecha de cese): still employed that day.
        employed: Boolean(job && job.startDate <= date && (!job.inactiveSince || date <= job.inactiveSince)),
        vacation: leave.some((p) => p.startDate <= date && date <= p.endDate),
        holiday: context.holidays.has(date),
        remote: remoteSet.has(key),
        marks: marks.get(key) ?? [],
        justifications: justifications.get(key) ?? [],
        toleranceMinutes: context.tolerance,
      });
      rows.push({
        employeeId,
        workDate: date,
        status: result.status,
        scheduledEntry: result.scheduledEntry,
        scheduledExit: result.scheduledExit,
        firstEntryAt: result.firstEntryAt?.getTime() ?? null,
        lastExitAt: result.lastExitAt?.getTime() ?? null,
        scheduledMinutes: result.scheduledMinutes,
        workedMinutes: result.workedMinutes,
        lateMinutes: result.lateMinutes,
        earlyLeaveMinutes: result.earlyLeaveMinutes,
        overtime25Minutes: result.overtime25Minutes,
        overtime35Minutes: result.overtime35Minutes,
        justificationId: result.justificationId,
      });
    }
  }
  const isClosed = (r: Row) => context.closed.has(`${r.employeeId}|${monthOf(r.workDate)}`);
  const open = context.closed.size ? rows.filter((r) => !isClosed(r)) : rows;
  if (context.refuse && open.length < rows.length) await assertClosedUnchanged(db, rows.filter(isClosed));
  await upsert(db, open);
  return open.length;
};

/**
 * Recomputes and stores the daily status of these employees on these days, inside the caller's
 * transaction. Every write that changes an input of the day (a mark, a decided justification, a
 * schedule, a holiday, a vacation, a remote-work assignment) calls it. Days after today (Lima) are
 * not stored, and days of a closed month are never recomputed. Returns the number of days computed.
 */
export const recomputeAttendance = async (
  tx: DbOrTx,
  scope: RecomputeScope,
  { closedMonths = 'skip' }: RecomputeOptions = {},
): Promise<number> => {
  const today = limaToday();
  const to = earlierDate(scope.to, today);
  const ids = [...new Set(scope.employeeIds)].sort((a, b) => a - b);
  if (!ids.length || to < scope.from) return 0;
  // Closed per company and staff: a month is closed for some workers and open for others.
  const closed = await closedEmployeeMonths(tx, ids, scope.from, to);
  const days = datesBetween(scope.from, to).filter(
    (d) => closedMonths === 'refuse' || ids.some((id) => !closed.has(`${id}|${monthOf(d)}`)),
  );
  if (!days.length) return 0;
  const holidays = new Set((await holidaysBetween(tx, scope.from, to)).map((h) => h.date));
  const tolerance = await readLateTolerance(tx);
  let computed = 0;
  for (let i = 0; i < ids.length; i += BATCH_EMPLOYEES)
    computed += await recomputeBatch(tx, ids.slice(i, i + BATCH_EMPLOYEES), days, {
      holidays,
      tolerance,
      closed,
      refuse: closedMonths === 'refuse',
    });
  // Monitoring shows today: its screens refetch when today's days change (on commit, every instance).
  if (computed > 0 && to === today)
    await publish(tx, REALTIME_CHANNELS.monitoring, REALTIME_EVENTS.attendanceChanged, { date: today });
  return computed;
};
