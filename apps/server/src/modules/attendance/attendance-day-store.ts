import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import type { DayJustification, DayMark } from './attendance-day-rules.ts';
import { monthOf } from './attendance-period.ts';

/** Rows per upsert statement (one array parameter per column, so any size fits). */
const UPSERT_ROWS = 10_000;
/** Recomputes of one employee wait for each other through one of these advisory locks. */
const LOCK_NAMESPACE = 4242011;
const LOCK_BUCKETS = 256;

export type DayRow = {
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
export const lockEmployees = async (db: DbOrTx, ids: readonly number[]) => {
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
export const loadMarks = async (db: DbOrTx, ids: readonly number[], from: string, to: string) => {
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

export const loadJustifications = async (db: DbOrTx, ids: readonly number[], from: string, to: string) => {
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

export const upsert = async (db: DbOrTx, rows: DayRow[]) => {
  for (let i = 0; i < rows.length; i += UPSERT_ROWS) {
    const chunk = rows.slice(i, i + UPSERT_ROWS);
    const col = <K extends keyof DayRow>(k: K) => sql.param(chunk.map((r) => r[k]));
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
export const assertClosedUnchanged = async (db: DbOrTx, rows: DayRow[]) => {
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
