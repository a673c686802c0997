import { REALTIME_CHANNELS, REALTIME_EVENTS } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { publish } from '../../platform/realtime/realtime-bus.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { holidaysBetween } from '../calendar/index.ts';
import { employmentDates, schedulesInForce, vacationsBetween } from '../employees/index.ts';
import { remoteWorkDays } from '../remote-work/index.ts';
import {
  computeDay,
  datesBetween,
  earlierDate,
  isoWeekday,
  type ScheduleDayRule,
} from './attendance-day-rules.ts';
import {
  assertClosedUnchanged,
  type DayRow,
  loadJustifications,
  loadMarks,
  lockEmployees,
  upsert,
} from './attendance-day-store.ts';
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

  const rows: DayRow[] = [];
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
  const isClosed = (r: DayRow) => context.closed.has(`${r.employeeId}|${monthOf(r.workDate)}`);
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
