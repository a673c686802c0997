import type { MarkKind, MarkMethod } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { holidaysBetween } from '../calendar/index.ts';
import { listCampuses } from '../catalog/index.ts';
import { scheduleDaysBetween } from '../employees/index.ts';
import { attendanceMarks } from './attendance-mark.table.ts';
import { addDays, fromLimaLocal } from './mark-day.ts';

/** What a browser sends as its user agent, as real marks record it: the kiosk's tablet and a worker's phone. */
const KIOSK_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const WORKER_PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A145M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** How far back the demo's marks go at least; they always cover last month whole. */
export const DEMO_MARK_DAYS = 42;

/** The first day of the month before `today`'s. */
const lastMonthStart = (today: string) => `${addDays(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const at = (date: string, minute: number) =>
  fromLimaLocal(
    `${date}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`,
  );

/**
 * Marks for the demo staff since the start of last month (at least six weeks), so last month's
 * payroll is computed from a whole month of attendance, following each one's schedule: most come a few minutes
 * early and leave on time, some are late, a few are absent or forget to mark the exit. The
 * outcome is fixed by the employee and the day (no randomness), so every demo looks the same.
 * Then the daily status of the range is computed.
 */
export const insertDemoMarks = async (
  tx: DbOrTx,
  employeeIds: readonly number[],
  today = limaToday(),
  kiosks: ReadonlyMap<number, { id: number; name: string }> = new Map(),
) => {
  if (!employeeIds.length) return;
  // ISO dates order as strings: the earlier of the two.
  const [from = today] = [lastMonthStart(today), addDays(today, -DEMO_MARK_DAYS)].sort();
  const to = addDays(today, -1);
  // One after the other: a transaction's connection runs one query at a time.
  const schedules = await scheduleDaysBetween(tx, employeeIds, from, to);
  const holidays = await holidaysBetween(tx, from, to);
  const campuses = await listCampuses(tx, 'id');
  const off = new Set(holidays.map((h) => h.date));
  const campusIds = campuses.map((r) => r.id);
  const rows: (typeof attendanceMarks.$inferInsert)[] = [];
  for (const employeeId of employeeIds) {
    const days = schedules.get(employeeId);
    let n = 0;
    for (let date = from; date <= to; date = addDays(date, 1), n += 1) {
      const day = days?.get(date);
      if (!day || day.dayOff || !day.entryTime || !day.exitTime || off.has(date)) continue;
      const roll = (employeeId * 37 + n * 11 + employeeId * n) % 100;
      if (roll < 4) continue; // absent
      const late = roll < 14 ? 8 + ((roll * 7) % 35) : 0;
      const entry = minutesOf(day.entryTime) - 12 + ((roll * 3) % 14) + late;
      const exit = minutesOf(day.exitTime) + ((roll * 5) % 25);
      const method: MarkMethod = roll % 5 === 0 ? 'kiosk_scan' : 'self_qr';
      const campusId = campusIds[employeeId % Math.max(1, campusIds.length)] ?? null;
      const kiosk = campusId === null ? undefined : kiosks.get(campusId);
      const mark = (kind: MarkKind, minute: number) =>
        rows.push({
          employeeId,
          workDate: date,
          markedAt: at(date, minute),
          kind,
          method,
          campusId,
          device: method === 'kiosk_scan' ? KIOSK_TABLET : WORKER_PHONE,
          kioskDeviceId: kiosk?.id ?? null,
        });
      mark('entry', entry);
      if (roll >= 14 && roll < 18) continue; // forgot to mark the exit
      mark('exit', exit);
    }
  }
  for (let i = 0; i < rows.length; i += 4000)
    await tx.insert(attendanceMarks).values(rows.slice(i, i + 4000));
  // The demo seed recomputes the days once, after every input (recomputeDemoAttendance).
};
