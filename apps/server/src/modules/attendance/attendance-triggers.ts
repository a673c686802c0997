import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  type AttendanceInputsChange,
  onAttendanceInputsChanged,
} from '../../platform/events/attendance-inputs.ts';
import type { ScheduledTask } from '../../platform/jobs/index.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { employmentDates } from '../employees/index.ts';
import { datesBetween, earlierDate, laterDate, previousMonthStart } from './attendance-day-rules.ts';
import { recomputeAttendance } from './attendance-recompute.ts';

/**
 * The first day recomputes may write, per worker: the start of the previous month, or an earlier
 * day already stored for that worker; never before the worker's job started when nothing earlier is
 * stored. A change dated years back corrects the history that exists; it does not invent months of
 * "unmarked" days from before attendance was kept, and one worker's old correction does not open
 * anybody else's history.
 */
export const historyStarts = async (
  db: DbOrTx,
  employeeIds: readonly number[],
  today: string,
): Promise<Map<number, string>> => {
  const starts = new Map<number, string>();
  if (!employeeIds.length) return starts;
  const { rows } = await db.execute<{ id: number; first: string | null }>(sql`
    select k.id, to_char((select min(d.work_date) from attendance_days d where d.employee_id = k.id),
      'YYYY-MM-DD') as first
    from unnest(${sql.param([...employeeIds])}::int[]) as k(id)`);
  const jobStart = new Map((await employmentDates(db, employeeIds)).map((e) => [e.employeeId, e.startDate]));
  const window = previousMonthStart(today);
  for (const r of rows) {
    const job = jobStart.get(r.id);
    starts.set(r.id, r.first && r.first < window ? r.first : job ? laterDate(window, job) : window);
  }
  return starts;
};

/**
 * Answers a change of a lower module: recomputes its days, clamped to each worker's kept history
 * and today. A change that would alter a stored day of a closed month is refused (409
 * `ATTENDANCE_MONTH_CLOSED`, the writer's transaction rolls back); one that alters none passes.
 */
export const recomputeForChange = async (tx: DbOrTx, change: AttendanceInputsChange): Promise<void> => {
  const today = limaToday();
  const to = earlierDate(change.to, today);
  if (to < change.from) return;
  const employeeIds =
    change.employeeIds === 'all'
      ? (await employmentDates(tx, 'all', { from: change.from, to })).map((e) => e.employeeId)
      : change.employeeIds;
  const starts = await historyStarts(tx, employeeIds, today);
  // Workers sharing a first day are recomputed together (usually everyone: the previous month's start).
  const byFrom = new Map<string, number[]>();
  for (const id of employeeIds) {
    const from = laterDate(change.from, starts.get(id) ?? previousMonthStart(today));
    if (from <= to) byFrom.set(from, [...(byFrom.get(from) ?? []), id]);
  }
  for (const [from, ids] of [...byFrom].sort(([a], [b]) => a.localeCompare(b)))
    await recomputeAttendance(tx, { employeeIds: ids, from, to }, { closedMonths: 'refuse' });
};

/** Called once when the app is built: from then on schedule, vacation, holiday and remote-work writes recompute. */
export const registerAttendanceTriggers = (): void => onAttendanceInputsChanged(recomputeForChange);

const FILL_BATCH = 1000;

/**
 * Makes sure every day of the previous and current month up to today exists for everyone employed
 * then, and recomputes today (so a day with no event yet, e.g. nobody marked, is stored). Employees
 * missing any day get their whole window computed; the rest only today. One short transaction per
 * batch of employees. Returns the number of days computed.
 */
export const fillAttendance = async (db: Db, now: Date = new Date()): Promise<number> => {
  const today = limaToday(now);
  const from = previousMonthStart(today);
  const expected = datesBetween(from, today).length;
  const people = (await employmentDates(db, 'all', { from, to: today })).map((e) => e.employeeId);
  const { rows } = await db.execute<{ employee_id: number; n: number }>(sql`
    select employee_id, count(*)::int as n from attendance_days
    where work_date between ${from}::date and ${today}::date group by employee_id`);
  const stored = new Map(rows.map((r) => [r.employee_id, r.n]));
  const missing = people.filter((id) => (stored.get(id) ?? 0) < expected);
  const complete = people.filter((id) => (stored.get(id) ?? 0) >= expected);
  let computed = 0;
  for (let i = 0; i < missing.length; i += FILL_BATCH) {
    const employeeIds = missing.slice(i, i + FILL_BATCH);
    computed += await db.transaction((tx) => recomputeAttendance(tx, { employeeIds, from, to: today }));
  }
  for (let i = 0; i < complete.length; i += FILL_BATCH * 5) {
    const employeeIds = complete.slice(i, i + FILL_BATCH * 5);
    computed += await db.transaction((tx) =>
      recomputeAttendance(tx, { employeeIds, from: today, to: today }),
    );
  }
  return computed;
};

/** The fill-in's schedule name; its cron is `ATTENDANCE_FILL_CRON` (every 15 minutes by default). */
export const ATTENDANCE_FILL_TASK = 'attendance-fill';

/**
 * The fill-in as a scheduled task: one run per occurrence on one instance. `missed: 'once'` runs it
 * on the first pass after a stop, as the former per-process timer did at start.
 */
export const attendanceFillTask = (
  db: Db,
  cron: string,
  log: { info: (o: object, m: string) => void },
): ScheduledTask => ({
  name: ATTENDANCE_FILL_TASK,
  cron,
  missed: 'once',
  // 10,000 workers take minutes; beyond an hour something is wrong, and the next occurrence retries.
  expireInSeconds: 3600,
  run: async () => {
    const days = await fillAttendance(db);
    log.info({ days }, 'attendance filled');
  },
});
