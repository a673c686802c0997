import { SECTION_IDS, type TDocumentBatch } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceDaysBetween,
  attendanceTotals,
  fillAttendance,
  recomputeAttendance,
} from '../src/modules/attendance/index.ts';
import { limaToday } from '../src/platform/time/lima-today.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
let hr: ReturnType<typeof client>;

const DAY_MS = 86_400_000;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekday = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
};

const today = limaToday();
/** Recent past Monday–Friday days that are not holidays (the demo's window holds them). */
let workdays: string[] = [];
/** Office employees (Mon–Fri 08:00–17:00) without remote work or vacations. */
let people: number[] = [];

const stored = async (employeeId: number, date: string) => {
  const [day] = await attendanceDaysBetween(ctx.database.db, [employeeId], date, date);
  return day;
};

const week = (over: Partial<{ dayOff: boolean }> = {}) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    dayOff: weekday === 7 || Boolean(over.dayOff),
    entryTime: weekday === 7 || over.dayOff ? null : '09:00',
    breakStart: null,
    breakEnd: null,
    exitTime: weekday === 7 || over.dayOff ? null : '13:00',
  }));

const markDay = async (employeeId: number, date: string, entry: string, exit: string) => {
  await ctx.database.pool.query(
    `insert into attendance_marks (employee_id, work_date, marked_at, kind, method)
     values ($1, $2::date, ($2::text || ' ' || $3::text || '-05')::timestamptz, 'entry', 'manual'),
            ($1, $2::date, ($2::text || ' ' || $4::text || '-05')::timestamptz, 'exit', 'manual')`,
    [employeeId, date, entry, exit],
  );
};

beforeAll(async () => {
  hr = client(ctx, (await login(ctx, DEMO.admin)).accessToken);
  const { rows: holidays } = await ctx.database.pool.query<{ date: string }>(
    `select to_char(date, 'YYYY-MM-DD') as date from holidays where date between $1::date - 40 and $1::date`,
    [today],
  );
  const taken = new Set(holidays.map((h) => h.date));
  for (let d = shift(today, -1); workdays.length < 6; d = shift(d, -1))
    if (weekday(d) <= 5 && !taken.has(d)) workdays.push(d);
  workdays = workdays.reverse();
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    `select e.id from employees e join employee_jobs j on j.employee_id = e.id
     join employee_schedules s on s.employee_id = e.id
     join employee_schedule_days d on d.schedule_id = s.id and d.weekday = 1 and d.entry_time = '08:00'
     where e.is_active and j.start_date < $1::date - 60
       and not exists (select 1 from remote_work_assignments r where r.employee_id = e.id)
       and not exists (select 1 from employee_vacations v where v.employee_id = e.id)
     order by e.id limit 6`,
    [today],
  );
  people = rows.map((r) => r.id);
  // The demo seed marks the last weeks; these people's days get only the marks each test writes.
  await ctx.database.pool.query('delete from attendance_marks where employee_id = any($1)', [people]);
});

describe('the demo seed', () => {
  it('stores the previous and current month up to today', async () => {
    const [person] = people as [number];
    const { rows } = await ctx.database.pool.query<{ first: string; last: string }>(
      `select to_char(min(work_date), 'YYYY-MM-DD') as first, to_char(max(work_date), 'YYYY-MM-DD') as last
       from attendance_days where employee_id = $1`,
      [person],
    );
    expect(rows[0]?.first).toBe(`${shift(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`);
    expect(rows[0]?.last).toBe(today);
    const day = await stored(person, workdays[0] as string);
    expect(day).toMatchObject({ scheduledEntry: '08:00', scheduledExit: '17:00', scheduledMinutes: 480 });
  });
});

describe('recompute from marks', () => {
  it('stores late, early leave, worked and overtime minutes of a marked day', async () => {
    const [person] = people as [number];
    const date = workdays[0] as string;
    await markDay(person, date, '08:20', '20:00');
    await ctx.database.db.transaction((tx) =>
      recomputeAttendance(tx, { employeeIds: [person], from: date, to: date }),
    );
    expect(await stored(person, date)).toMatchObject({
      status: 'marked',
      lateMinutes: 20,
      earlyLeaveMinutes: 0,
      overtime25Minutes: 120,
      overtime35Minutes: 60,
      workedMinutes: 480 - 20 + 180,
    });
    const [totals] = await attendanceTotals(ctx.database.db, [person], date, date);
    expect(totals).toMatchObject({ lateMinutes: 20, lateDays: 1, overtime25Minutes: 120 });
    expect(totals?.days.marked).toBe(1);
  });

  it('does not count a superseded mark', async () => {
    const [, person] = people as [number, number];
    const date = workdays[0] as string;
    await markDay(person, date, '09:00', '17:00');
    await ctx.database.pool.query(
      `insert into attendance_marks (employee_id, work_date, marked_at, kind, method, reason, supersedes_id)
       select $1, $2::date, ($2::text || ' 08:00-05')::timestamptz, 'entry', 'manual', 'Olvido', id
       from attendance_marks where employee_id = $1 and work_date = $2::date and kind = 'entry'`,
      [person, date],
    );
    await ctx.database.db.transaction((tx) =>
      recomputeAttendance(tx, { employeeIds: [person], from: date, to: date }),
    );
    expect(await stored(person, date)).toMatchObject({
      status: 'marked',
      lateMinutes: 0,
      workedMinutes: 480,
    });
  });

  it('never stores a day after today', async () => {
    const [person] = people as [number];
    const n = await ctx.database.db.transaction((tx) =>
      recomputeAttendance(tx, { employeeIds: [person], from: shift(today, 1), to: shift(today, 30) }),
    );
    expect(n).toBe(0);
  });
});

describe('inputs of lower modules recompute the stored days', () => {
  it('a schedule change', async () => {
    const person = people[2] as number;
    const date = workdays[1] as string;
    expect((await stored(person, date))?.scheduledMinutes).toBe(480);
    const res = await hr.post('/api/rrhh/employee/update-employee-schedule', {
      employee_id: person,
      effectiveFrom: date,
      days: week(),
    });
    expect(res.status).toBe(200);
    expect(await stored(person, date)).toMatchObject({
      status: 'unmarked',
      scheduledEntry: '09:00',
      scheduledMinutes: 240,
    });
    // The day before keeps the old schedule.
    expect((await stored(person, workdays[0] as string))?.scheduledMinutes).toBe(480);
  });

  it('a holiday added, moved and removed', async () => {
    const person = people[3] as number;
    const date = workdays[2] as string;
    const year = Number(date.slice(0, 4));
    const created = await hr.post('/api/setting/holiday/create', {
      year,
      date,
      name: 'Día de prueba',
      kind: 'company',
    });
    expect(created.status).toBe(200);
    expect((await stored(person, date))?.status).toBe('holiday');
    const id = (created.body as { id: number }).id;
    const moved = workdays[3] as string;
    await hr.post('/api/setting/holiday/update', {
      id,
      year,
      date: moved,
      name: 'Día de prueba',
      kind: 'company',
    });
    expect((await stored(person, date))?.status).toBe('unmarked');
    expect((await stored(person, moved))?.status).toBe('holiday');
    await hr.post('/api/setting/holiday/delete', { id });
    expect((await stored(person, moved))?.status).toBe('unmarked');
  });

  it('a remote-work assignment', async () => {
    const person = people[4] as number;
    const date = workdays[4] as string;
    const res = await hr.post('/api/setting/homework-status/create', {
      employeeId: person,
      from: date,
      to: date,
      weekdays: [weekday(date)],
      reason: 'Prueba de trabajo remoto',
      notes: '',
    });
    expect(res.status).toBe(200);
    expect(await stored(person, date)).toMatchObject({ status: 'remote', workedMinutes: 480 });
    await hr.post('/api/setting/homework-status/inactivate', { id: (res.body as { id: number }).id });
    expect((await stored(person, date))?.status).toBe('unmarked');
  });

  it('a vacation', async () => {
    const person = people[5] as number;
    const date = workdays[5] as string;
    const info = (await hr.post('/api/rrhh/employee/get-employee-vacations', { employee_id: person }))
      .body as {
      balances: { serviceYear: number; balance: number }[];
    };
    const year = info.balances.find((b) => b.balance >= 1);
    expect(year).toBeDefined();
    const res = await hr.post('/api/rrhh/employee/register-employee-vacation', {
      employee_id: person,
      serviceYear: year?.serviceYear,
      startDate: date,
      endDate: date,
    });
    expect(res.status).toBe(200);
    expect(await stored(person, date)).toMatchObject({ status: 'vacation', workedMinutes: 0 });
  });
});

describe('closed months', () => {
  it('refuse a change that would alter their days, and are never recomputed', async () => {
    const person = people[0] as number;
    const date = workdays[0] as string;
    const month = `${date.slice(0, 7)}-01`;
    const before = await stored(person, date);
    // Closed for every company and staff.
    await ctx.database.pool.query(
      `insert into attendance_closed_months (month, company_id, personal_type)
       select distinct $1::date, company_id, personal_type from employee_jobs where company_id is not null`,
      [month],
    );
    const res = await hr.post('/api/setting/holiday/create', {
      year: Number(date.slice(0, 4)),
      date,
      name: 'Feriado tardío',
      kind: 'company',
    });
    expect(res.status).toBe(409);
    expect((res.body as { code: string }).code).toBe('ATTENDANCE_MONTH_CLOSED');
    const { rows } = await ctx.database.pool.query('select 1 from holidays where date = $1', [date]);
    expect(rows).toHaveLength(0);
    // A direct recompute leaves the closed day as it was.
    await ctx.database.pool.query(`update employee_jobs set start_date = $2 where employee_id = $1`, [
      person,
      shift(today, -1),
    ]);
    await ctx.database.db.transaction((tx) =>
      recomputeAttendance(tx, { employeeIds: [person], from: date, to: date }),
    );
    expect(await stored(person, date)).toEqual(before);
    await ctx.database.pool.query('delete from attendance_closed_months where month = $1', [month]);
  });
});

describe('the fill-in', () => {
  it('stores missing days of the window and leaves complete ones alone', async () => {
    const person = people[1] as number;
    await ctx.database.pool.query('delete from attendance_days where employee_id = $1 and work_date < $2', [
      person,
      today,
    ]);
    await fillAttendance(ctx.database.db);
    const { rows } = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from attendance_days where employee_id = ${person} and work_date <= ${today}::date`,
    );
    const first = `${shift(`${today.slice(0, 7)}-01`, -1).slice(0, 7)}-01`;
    expect(rows[0]?.n).toBe((Date.parse(today) - Date.parse(first)) / DAY_MS + 1);
  });
});

describe('late tolerance setting', () => {
  const url = '/api/setting/payroll/attendance';

  it('round-trips, is audited and recomputes this month', async () => {
    const got = await hr.get(`${url}/get`);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ lateToleranceMinutes: 5 });
    const person = people[0] as number;
    const date = today;
    await markDay(person, date, '08:10', '17:00');
    await ctx.database.db.transaction((tx) =>
      recomputeAttendance(tx, { employeeIds: [person], from: date, to: date }),
    );
    const wasLate = (await stored(person, date))?.lateMinutes;
    const saved = await hr.post(`${url}/update`, { lateToleranceMinutes: 15 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ lateToleranceMinutes: 15 });
    expect((saved.body as { updatedByName: string | null }).updatedByName).toBeTruthy();
    // The save commits at once; the month's recompute is a job the answer names.
    const batchId = (saved.body as { recomputeBatchId: number }).recomputeBatchId;
    expect(batchId).toEqual(expect.any(Number));
    expect((await hr.get(`${url}/get`)).body).toMatchObject({
      lateToleranceMinutes: 15,
      recomputeBatchId: batchId,
    });
    expect(await ctx.app.documentBatches.runQueued()).toEqual([batchId]);
    const batch = (await hr.post('/api/documents/batch/get', { batchId })).body as TDocumentBatch;
    expect(batch).toMatchObject({ kind: 'attendance-recompute', state: 'done' });
    expect(batch.total).toBeGreaterThan(0);
    expect(batch.done).toBe(batch.total);
    expect((await hr.get(`${url}/get`)).body).toMatchObject({ recomputeBatchId: null });
    // Today's entry at 08:10 is within the new tolerance (unless today is not one of their workdays).
    if (wasLate === 10) expect((await stored(person, date))?.lateMinutes).toBe(0);
    const { rows } = await ctx.database.pool.query(
      `select 1 from audit_log where entity = 'attendance_settings' and action = 'update'`,
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it('runs one recompute per month: a later save supersedes the one still queued or running', async () => {
    const first = (await hr.post(`${url}/update`, { lateToleranceMinutes: 20 })).body as {
      recomputeBatchId: number;
    };
    const second = (await hr.post(`${url}/update`, { lateToleranceMinutes: 25 })).body as {
      recomputeBatchId: number;
    };
    expect(second.recomputeBatchId).not.toBe(first.recomputeBatchId);
    const get = async (batchId: number) =>
      (await hr.post('/api/documents/batch/get', { batchId })).body as TDocumentBatch;
    expect(await get(first.recomputeBatchId)).toMatchObject({ state: 'superseded' });
    expect(await ctx.app.documentBatches.runQueued()).toEqual([second.recomputeBatchId]);
    expect(await get(second.recomputeBatchId)).toMatchObject({ state: 'done' });
    // A superseded batch's late job (a worker that took it before the save) does nothing.
    await ctx.app.documentBatches.run(first.recomputeBatchId);
    expect(await get(first.recomputeBatchId)).toMatchObject({ state: 'superseded' });
    // The same tolerance again changes nothing and queues nothing.
    const same = await hr.post(`${url}/update`, { lateToleranceMinutes: 25 });
    expect(same.body).toMatchObject({ recomputeBatchId: null });
  });

  it('stops a running recompute that a later save superseded, before its next chunk writes', async () => {
    const { recomputeBatchId: older } = (await hr.post(`${url}/update`, { lateToleranceMinutes: 6 }))
      .body as { recomputeBatchId: number };
    // Another recompute of the month holds the month's chunk lock while the older one starts.
    const holder = await ctx.database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock(4242012, $1)', [
        Number(today.slice(0, 7).replace('-', '')),
      ]);
      const running = ctx.app.documentBatches.run(older);
      const state = async () =>
        (
          await ctx.database.pool.query<{ state: string }>(
            'select state from document_batches where id = $1',
            [older],
          )
        ).rows[0]?.state;
      while ((await state()) !== 'running') await new Promise((r) => setTimeout(r, 20));
      const { recomputeBatchId: newer } = (await hr.post(`${url}/update`, { lateToleranceMinutes: 7 }))
        .body as { recomputeBatchId: number };
      await holder.query('commit');
      await running;
      const { rows } = await ctx.database.pool.query<{ id: number; state: string; done: number }>(
        'select id, state, done from document_batches where id = any($1) order by id',
        [[older, newer]],
      );
      expect(rows.map((r) => [r.id, r.state, r.done])).toEqual([
        [older, 'superseded', 0],
        [newer, 'queued', 0],
      ]);
    } finally {
      holder.release();
    }
    await ctx.app.documentBatches.runQueued();
  });

  it('refuses bad input with field errors', async () => {
    for (const bad of [
      { lateToleranceMinutes: -1 },
      { lateToleranceMinutes: 61 },
      { lateToleranceMinutes: 2.5 },
      {},
    ]) {
      const res = await hr.post(`${url}/update`, bad);
      expect(res.status).toBe(400);
      expect(Object.keys((res.body as { errors: Record<string, string[]> }).errors)).toEqual([
        'lateToleranceMinutes',
      ]);
    }
  });

  it('needs the payroll settings section', async () => {
    const user = await createTestUser(ctx, { sections: [SECTION_IDS.EMPLOYEES] });
    const other = client(ctx, await sessionToken(ctx, user));
    expect((await other.get(`${url}/get`)).status).toBe(403);
    expect((await other.post(`${url}/update`, { lateToleranceMinutes: 3 })).status).toBe(403);
  });
});
