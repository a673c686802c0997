import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  calendarDays,
  serviceYearRange,
  vacationBalances,
} from '../src/modules/employees/vacation-balance.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
let hr: ReturnType<typeof client>;

const week = (entry = '09:00', exit = '18:00') =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
    weekday <= 5
      ? { weekday, dayOff: false, entryTime: entry, breakStart: '13:00', breakEnd: '14:00', exitTime: exit }
      : { weekday, dayOff: true, entryTime: null, breakStart: null, breakEnd: null, exitTime: null },
  );

beforeAll(async () => {
  hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
});

describe('schedules', () => {
  it('has the seeded schedule in force, and keeps a new one as upcoming until its date', async () => {
    const before = (await hr.post('/api/rrhh/employee/get-employee-schedule', { employee_id: 12 })).body as {
      current: { effectiveFrom: string; days: unknown[] } | null;
    };
    expect(before.current?.effectiveFrom).toBe('2024-01-01');
    expect(before.current?.days).toHaveLength(7);
    const res = await hr.post('/api/rrhh/employee/update-employee-schedule', {
      employee_id: 12,
      effectiveFrom: '2099-01-01',
      days: week(),
    });
    expect(res.status).toBe(200);
    const after = res.body as {
      current: { effectiveFrom: string };
      upcoming: { effectiveFrom: string; days: { entryTime: string }[] }[];
      history: unknown[];
    };
    expect(after.current.effectiveFrom).toBe('2024-01-01');
    expect(after.upcoming[0]?.effectiveFrom).toBe('2099-01-01');
    expect(after.upcoming[0]?.days[0]?.entryTime).toBe('09:00');
    expect(after.history).toHaveLength(2);
  });

  it('checks every day: exit after entry, break inside the hours, all seven days', async () => {
    const days = week();
    days[0] = { ...days[0], exitTime: '08:00' } as (typeof days)[number];
    days[1] = { ...days[1], breakStart: '07:00' } as (typeof days)[number];
    const res = await hr.post('/api/rrhh/employee/update-employee-schedule', {
      employee_id: 12,
      effectiveFrom: '2099-02-01',
      days,
    });
    expect(res.status).toBe(400);
    expect((res.body as { errors: Record<string, string[]> }).errors).toEqual({
      'days.0.exitTime': ['The exit must be after the entry'],
      'days.1.breakEnd': ['The break must fall within the working hours'],
    });
    const short = await hr.post('/api/rrhh/employee/update-employee-schedule', {
      employee_id: 12,
      effectiveFrom: '2099-02-01',
      days: week().slice(0, 6),
    });
    expect((short.body as { errors: Record<string, string[]> }).errors.days).toEqual([
      'The schedule needs all 7 weekdays',
    ]);
  });

  it('applies one schedule to several employees in one go', async () => {
    const res = await hr.post('/api/rrhh/employee/update-multiple-employee-schedule', {
      employee_ids: [20, 21, 22, 20],
      effectiveFrom: '2026-12-01',
      days: week('07:30', '16:30'),
    });
    expect(res.body).toEqual({ updated: 3 });
    const rows = await ctx.database.db.execute(
      sql`select employee_id from employee_schedules where effective_from = '2026-12-01' order by employee_id`,
    );
    expect(rows.rows.map((r) => r.employee_id)).toEqual([20, 21, 22]);
    const missing = await hr.post('/api/rrhh/employee/update-multiple-employee-schedule', {
      employee_ids: [20, 99999],
      effectiveFrom: '2026-12-01',
      days: week(),
    });
    expect(missing.status).toBe(404);
  });
});

describe('vacation balances', () => {
  it('counts service years from the start date, in calendar days', () => {
    expect(serviceYearRange('2020-03-10', 1)).toEqual({ from: '2020-03-10', to: '2021-03-09' });
    expect(serviceYearRange('2020-03-10', 3)).toEqual({ from: '2022-03-10', to: '2023-03-09' });
    expect(calendarDays('2026-01-01', '2026-01-30')).toBe(30);
  });

  it('gives full years their days and the current year its share so far', () => {
    const balances = vacationBalances(
      '2024-01-01',
      30,
      [{ serviceYear: 1, days: 15, endDate: '2025-02-15' }],
      '2025-07-02',
    );
    expect(balances).toEqual([
      {
        serviceYear: 1,
        from: '2024-01-01',
        to: '2024-12-31',
        entitled: 30,
        taken: 15,
        scheduled: 0,
        balance: 15,
      },
      {
        serviceYear: 2,
        from: '2025-01-01',
        to: '2025-12-31',
        entitled: 15,
        taken: 0,
        scheduled: 0,
        balance: 15,
      },
    ]);
    expect(vacationBalances('2024-01-01', 15, [], '2025-01-01')[0]?.entitled).toBe(15);
    expect(vacationBalances('2030-01-01', 30, [], '2025-01-01')).toEqual([]);
  });
});

describe('vacations through the API', () => {
  let employeeId = 0;

  beforeAll(async () => {
    // An employee of the general regime who started in 2020: several full service years, none of
    // them taken yet (the demo's own vacation history is removed).
    await ctx.database.db.execute(
      sql`update employee_jobs set start_date = '2020-01-15', labor_regime = 'general' where employee_id = 30`,
    );
    await ctx.database.db.execute(sql`delete from employee_vacations where employee_id = 30`);
    employeeId = 30;
  });

  it('registers a period within the balance and shows it as scheduled', async () => {
    const res = await hr.post('/api/rrhh/employee/register-employee-vacation', {
      employee_id: employeeId,
      serviceYear: 5,
      startDate: '2099-01-01',
      endDate: '2099-01-15',
      notes: 'Viaje familiar',
    });
    expect(res.status).toBe(200);
    const body = res.body as {
      daysPerYear: number;
      balances: { serviceYear: number; scheduled: number; balance: number }[];
      periods: { days: number; status: string }[];
    };
    expect(body.daysPerYear).toBe(30);
    expect(body.balances.find((b) => b.serviceYear === 5)).toMatchObject({ scheduled: 15, balance: 15 });
    expect(body.periods).toEqual([expect.objectContaining({ days: 15, status: 'scheduled' })]);
  });

  it('refuses a period over the balance, an overlap and an end before the start', async () => {
    const over = await hr.post('/api/rrhh/employee/register-employee-vacation', {
      employee_id: employeeId,
      serviceYear: 5,
      startDate: '2099-03-01',
      endDate: '2099-03-20',
    });
    expect((over.body as { errors: Record<string, string[]> }).errors).toEqual({
      endDate: ['Exceeds the vacation balance of the service year (15 days)'],
    });
    const overlap = await hr.post('/api/rrhh/employee/register-employee-vacation', {
      employee_id: employeeId,
      serviceYear: 4,
      startDate: '2099-01-10',
      endDate: '2099-01-12',
    });
    expect((overlap.body as { errors: Record<string, string[]> }).errors).toEqual({
      startDate: ['Overlaps another vacation period'],
    });
    const backwards = await hr.post('/api/rrhh/employee/register-employee-vacation', {
      employee_id: employeeId,
      serviceYear: 4,
      startDate: '2099-05-10',
      endDate: '2099-05-01',
    });
    expect(backwards.status).toBe(400);
    const future = await hr.post('/api/rrhh/employee/register-employee-vacation', {
      employee_id: employeeId,
      serviceYear: 40,
      startDate: '2099-05-01',
      endDate: '2099-05-02',
    });
    expect((future.body as { errors: Record<string, string[]> }).errors).toEqual({
      serviceYear: ['That service year has not started yet'],
    });
  });

  it('cancels a period that has not started, but not one already taken', async () => {
    const state = (await hr.post('/api/rrhh/employee/get-employee-vacations', { employee_id: employeeId }))
      .body as { periods: { id: number }[] };
    const id = state.periods[0]?.id ?? 0;
    const res = await hr.post('/api/rrhh/employee/cancel-employee-vacation', { vacation_id: id });
    expect((res.body as { periods: unknown[] }).periods).toEqual([]);
    await ctx.database.db.execute(sql`
      insert into employee_vacations (employee_id, service_year, start_date, end_date, days) values (${employeeId}, 1, '2021-02-01', '2021-02-10', 10)`);
    const [{ id: past } = { id: 0 }] = (
      await ctx.database.db.execute<{ id: number }>(sql`select max(id) as id from employee_vacations`)
    ).rows;
    const refused = await hr.post('/api/rrhh/employee/cancel-employee-vacation', { vacation_id: past });
    expect(refused.status).toBe(409);
    expect((refused.body as { code: string }).code).toBe('INVALID_CHANGE');
  });
});
