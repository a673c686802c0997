import { beforeAll, describe, expect, it } from 'vitest';
import { previousMonthStart } from '../src/modules/attendance/attendance-day-rules.ts';
import { limaToday } from '../src/platform/time/lima-today.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

/*
 * Issue #22 point 3: the kept attendance history starts per worker. One worker's correction of an
 * old day must not open the history of anybody else (whose unmarked days the next run would dock).
 * Dates are relative to the real Lima date, as the rule is: the window is the previous month's start.
 */

const ctx = useTestApp();
let hr: ReturnType<typeof client>;

const DAY_MS = 86_400_000;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

const today = limaToday();
const window = previousMonthStart(today);
/** A Wednesday some six weeks before the window: before any history the demo keeps. */
let oldDay = shift(window, -45);
while (isoWeekday(oldDay) !== 3) oldDay = shift(oldDay, 1);
const oldMonth = `${oldDay.slice(0, 7)}-01`;

const week = () =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
    weekday <= 5
      ? { weekday, dayOff: false, entryTime: '08:00', breakStart: null, breakEnd: null, exitTime: '17:00' }
      : { weekday, dayOff: true, entryTime: null, breakStart: null, breakEnd: null, exitTime: null },
  );

const daysBefore = async (employeeId: number, before: string) => {
  const { rows } = await ctx.database.pool.query<{ n: number; unmarked: number }>(
    `select count(*)::int as n, count(*) filter (where status = 'unmarked')::int as unmarked
     from attendance_days where employee_id = $1 and work_date < $2::date`,
    [employeeId, before],
  );
  return rows[0] ?? { n: 0, unmarked: 0 };
};

let a: number;
let b: number;

beforeAll(async () => {
  hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    `select e.id from employees e join employee_jobs j on j.employee_id = e.id
     where e.is_active and e.inactive_since is null and j.start_date < $1::date - 120
     order by e.id limit 2`,
    [oldDay],
  );
  [a, b] = rows.map((r) => r.id) as [number, number];
});

describe('the kept history', () => {
  it("starts per worker: one worker's old correction does not create another's unmarked days", async () => {
    const before = await daysBefore(b, window);
    // Worker A: one mark on a day before anything kept (a correction of an old day).
    const mark = await hr.post('/api/rrhh/attendance/mark/create', {
      employeeId: a,
      markedAt: `${oldDay}T08:00`,
      kind: 'entry',
      reason: 'Paper register of that day, entered late',
    });
    expect(mark.status).toBe(200);
    expect((await daysBefore(a, window)).n).toBe(1);
    // Worker B: a schedule dated from that old month. B's history starts at the window (nothing
    // older stored): no day of B before it may appear. Before the rule, the history started at
    // A's old day for everybody: B got every day from oldDay on, the weekdays among them unmarked.
    const saved = await hr.post('/api/rrhh/employee/update-employee-schedule', {
      employee_id: b,
      effectiveFrom: oldMonth,
      days: week(),
    });
    expect(saved.status).toBe(200);
    expect(await daysBefore(b, window)).toEqual(before);
  });

  it("still corrects the worker's own kept days", async () => {
    // A schedule for A from that month recomputes A's one stored old day (and invents no other).
    const saved = await hr.post('/api/rrhh/employee/update-employee-schedule', {
      employee_id: a,
      effectiveFrom: oldMonth,
      days: week(),
    });
    expect(saved.status).toBe(200);
    const { rows } = await ctx.database.pool.query<{ work_date: string; status: string }>(
      `select to_char(work_date, 'YYYY-MM-DD') as work_date, status from attendance_days
       where employee_id = $1 and work_date = $2::date`,
      [a, oldDay],
    );
    // A single entry counts the day to the scheduled exit: marked.
    expect(rows).toEqual([{ work_date: oldDay, status: 'marked' }]);
  });
});
