import type { TDriverMonth } from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { attendanceDaysBetween, attendanceTotals, settledStatus } from '../attendance/index.ts';
import { employmentDates } from '../employees/index.ts';
import { type DriverContext, ownEmployee } from './driver-context.ts';

/** The driver's month (section 16): each day's computed status and the month's totals. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const driverMonth =
  ({ db }: DriverContext) =>
  async (actor: Actor, year: number, month: number): Promise<TDriverMonth> => {
    const employeeId = ownEmployee(actor.user);
    const from = `${year}-${String(month).padStart(2, '0')}-01`;
    const to = addDays(
      `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-01`,
      -1,
    );
    const stored = await attendanceDaysBetween(db, [employeeId], from, to);
    const [totals] = await attendanceTotals(db, [employeeId], from, to);
    const [job] = await employmentDates(db, [employeeId]);
    const today = limaToday();
    const days: TDriverMonth['days'] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) {
      const s = stored.find((x) => x.workDate === d);
      days.push({
        date: d,
        weekday: ((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7) + 1,
        employed: Boolean(job && job.startDate <= d && (!job.inactiveSince || d <= job.inactiveSince)),
        status: settledStatus(s?.status ?? null, d, today),
        scheduledEntry: s?.scheduledEntry ?? null,
        scheduledExit: s?.scheduledExit ?? null,
        firstEntryAt: s?.firstEntryAt ?? null,
        lastExitAt: s?.lastExitAt ?? null,
        workedMinutes: s?.workedMinutes ?? 0,
        lateMinutes: s?.lateMinutes ?? 0,
      });
    }
    return {
      year,
      month,
      days,
      totals: {
        marked: totals?.days.marked ?? 0,
        // Today's day, still in progress, is not counted among the absences.
        unmarked: days.filter((d) => d.status === 'unmarked').length,
        lateDays: totals?.lateDays ?? 0,
        lateMinutes: totals?.lateMinutes ?? 0,
        workedMinutes: totals?.workedMinutes ?? 0,
      },
    };
  };
