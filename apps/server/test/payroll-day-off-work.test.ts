import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceTotals, recomputeAttendance } from '../src/modules/attendance/index.ts';
import { computeRun } from '../src/modules/payroll/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

/**
 * Issue #22, points 2 and 7, through a real monthly run of May 2026 (1 May, Labour Day, is a
 * Friday; the month has 21 weekdays, 20 without the holiday):
 * - a worked holiday or weekly rest day is paid as DL 713 says (code 0107), not as 0105/0106
 *   overtime, and is not overtime in `.jor`;
 * - `.jor` declares the ordinary hours the schedule and attendance give, not 8 × paid days;
 * - the stored `bases.essalud` is the base the ESSALUD line used (the RMV when below it).
 * The attendance days are written as the daily-status rules store them: a holiday or a day with no
 * scheduled shift keeps every minute worked as overtime (120 at +25 %, the rest at +35 %).
 */
const ctx = useTestApp();
const base = '/api/rrhh/payroll';
const YEAR = 2026;
const MONTH = 5;

type Line = { code: string; concept: string; base: string; quantity: string | null; amount: string };
type Slip = {
  employee_id: number;
  lines: Line[];
  bases: Record<string, string>;
  days: Record<string, number>;
};

const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

let hr: ReturnType<typeof client>;
let companyId: number;
let runId: number;
/** A: 8-hour days, salary 1,025, works the 1 May holiday. B: 6-hour days, salary 1,200, works a Saturday. */
let a: { id: number; document: string };
let b: { id: number; document: string };
let slips: Map<number, Slip>;

beforeAll(async () => {
  hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
  const [company] = await rows<{ id: number }>(
    sql`insert into companies (name, ruc) values ('Transportes Feriado Laborado S.A.C.', '20999888762') returning id`,
  );
  companyId = company?.id as number;
  const moved = await rows<{ id: number; document: string }>(sql`
    update employee_jobs j set company_id = ${companyId}, personal_type = 'administrative', has_eps = false,
      pension_system = 'onp', afp_commission_type = null
    from employees e
    where e.id = j.employee_id and j.employee_id in (
      select j2.employee_id from employee_jobs j2 join employees e2 on e2.id = j2.employee_id
      where e2.is_active and j2.start_date < '2025-01-01' and j2.labor_regime = 'general'
      order by j2.employee_id limit 2)
    returning j.employee_id as id, e.document_number as document`);
  expect(moved).toHaveLength(2);
  [a, b] = moved.sort((x, y) => x.id - y.id) as [typeof a, typeof b];
  await ctx.database.db.execute(sql`update employee_jobs set salary = '1025.00' where employee_id = ${a.id}`);
  await ctx.database.db.execute(sql`update employee_jobs set salary = '1200.00' where employee_id = ${b.id}`);
  const ids = [a.id, b.id];
  await ctx.database.db.execute(
    sql`update employees set document_type = '01' where id = any(${sql.param(ids)}::int[])`,
  );
  for (const table of [
    'employee_children',
    'payroll_bonus_grants',
    'payroll_advances',
    'additional_work_requests',
    'justifications',
  ])
    await ctx.database.db.execute(
      sql`delete from ${sql.identifier(table)} where employee_id = any(${sql.param(ids)}::int[])`,
    );
  await ctx.database.db.execute(sql`
    delete from payroll_discount_quotas where discount_id in (
      select id from payroll_discounts where employee_id = any(${sql.param(ids)}::int[]))`);
  await ctx.database.db.execute(
    sql`delete from attendance_days where employee_id = any(${sql.param(ids)}::int[]) and work_date between '2026-05-01' and '2026-05-31'`,
  );
  // Weekdays: a full scheduled day (480 or 360 minutes); weekends: rest days not worked.
  for (const [w, day] of [
    [a, 480],
    [b, 360],
  ] as const) {
    await ctx.database.db.execute(sql`
      insert into attendance_days (employee_id, work_date, status, scheduled_minutes, worked_minutes)
      select ${w.id}, d::date,
        case when extract(isodow from d) < 6 then 'marked' else 'not_working' end,
        case when extract(isodow from d) < 6 then ${day}::int else 0 end,
        case when extract(isodow from d) < 6 then ${day}::int else 0 end
      from generate_series('2026-05-02'::date, '2026-05-31'::date, '1 day') d`);
  }
  // A works the whole holiday, 08:00–16:00: 480 minutes stored as 120 at +25 % and 360 at +35 %.
  await ctx.database.db.execute(sql`
    insert into attendance_days (employee_id, work_date, status, worked_minutes, overtime_25_minutes, overtime_35_minutes)
    values (${a.id}, '2026-05-01', 'holiday', 480, 120, 360), (${b.id}, '2026-05-01', 'holiday', 0, 0, 0)`);
  // B works Saturday 9 May, a rest day, for 7 hours: 420 minutes stored as 120 + 300 overtime.
  await ctx.database.db.execute(sql`
    update attendance_days set status = 'marked', worked_minutes = 420, overtime_25_minutes = 120,
      overtime_35_minutes = 300
    where employee_id = ${b.id} and work_date = '2026-05-09'`);

  const res = await hr.post(`${base}/run/create`, {
    companyId,
    year: YEAR,
    month: MONTH,
    kind: 'monthly',
    personalType: 'administrative',
  });
  expect(res.status).toBe(200);
  runId = (res.body as { id: number }).id;
  await computeRun(ctx.database.db, runId);
  const stored = await rows<Slip>(
    sql`select employee_id, lines, bases, days from payroll_slips where run_id = ${runId}`,
  );
  slips = new Map(stored.map((s) => [s.employee_id, s]));
  expect(slips.size).toBe(2);
});

const slipOf = (id: number) => slips.get(id) as Slip;
const codes = (s: Slip) => s.lines.map((l) => l.code);

const plame = async (file: 'rem' | 'jor') => {
  const res = await hr.post(`${base}/plame/export`, { runId, file });
  expect(res.status).toBe(200);
  return res.raw
    .toString('utf8')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split('|').slice(0, -1));
};

describe('a holiday or rest day worked (DL 713 art. 3 and 9)', () => {
  it('pays the holiday as two daily remunerations, code 0107, and no overtime', () => {
    const slip = slipOf(a.id);
    // 1,025 / 30 = 34.1667 a day; the salary already pays the holiday, working it adds the day
    // (100 %) and the 100 % surcharge: 2 × 34.1667 = 68.33. Before: 0105 + 0106 = 45.27.
    expect(slip.lines.find((l) => l.concept === 'holiday_work')).toMatchObject({
      code: '0107',
      base: '1025.00',
      quantity: '1',
      amount: '68.33',
    });
    expect(codes(slip)).not.toContain('0105');
    expect(codes(slip)).not.toContain('0106');
    expect(slip.days.overtimeMinutes).toBe(0);
  });

  it('pays a rest day up to the ordinary day and the hours beyond it as overtime', () => {
    const slip = slipOf(b.id);
    // B's ordinary day is 360 minutes (six hours): 360 of the 420 minutes are the rest day,
    // 1,200 / 30 × 2 = 80.00; the other 60 minutes are overtime at +25 %:
    // 1,200 / 240 × 1.25 × 1 = 6.25.
    expect(slip.lines.find((l) => l.concept === 'rest_day_work')).toMatchObject({
      code: '0107',
      quantity: '1',
      amount: '80.00',
    });
    expect(slip.lines.find((l) => l.code === '0105')).toMatchObject({ quantity: '1', amount: '6.25' });
    expect(codes(slip)).not.toContain('0106');
    expect(slip.days.overtimeMinutes).toBe(60);
  });

  it('declares 0107 in .rem and no overtime codes for the holiday', async () => {
    const rem = await plame('rem');
    const ofA = rem.filter((r) => r[1] === a.document);
    expect(ofA.find((r) => r[2] === '0107')?.slice(3)).toEqual(['68.33', '68.33']);
    expect(ofA.map((r) => r[2])).not.toContain('0105');
    expect(ofA.map((r) => r[2])).not.toContain('0106');
    expect(rem.find((r) => r[1] === b.document && r[2] === '0107')?.slice(3)).toEqual(['80.00', '80.00']);
  });
});

describe('.jor declares the hours worked (SUNAT E14: ordinary hours, overtime apart)', () => {
  it('counts the schedule and attendance, not 8 hours per paid day', async () => {
    const jor = await plame('jor');
    // A: 20 weekdays × 8 h + the holiday's 8 h = 168:00 ordinary, 0:00 overtime (before: 240 h
    // ordinary and 8:00 overtime). B: 20 weekdays × 6 h + 6 h of the Saturday = 126:00 ordinary,
    // 1:00 overtime (before: 240 h and 7:00).
    expect(jor.find((r) => r[1] === a.document)?.slice(2)).toEqual(['168', '0', '0', '0']);
    expect(jor.find((r) => r[1] === b.document)?.slice(2)).toEqual(['126', '0', '1', '0']);
  });
});

describe('bases.essalud', () => {
  it('stores the base the ESSALUD line used: the RMV 1,130 when the remuneration is below it', () => {
    // A's remuneration: 1,025 + 68.33 = 1,093.33 < RMV 1,130 (DS 006-2024-TR), so ESSALUD is
    // 9 % of 1,130 = 101.70 (Ley 26790 art. 6) and the base stored is 1,130.00, not 1,093.33.
    const slip = slipOf(a.id);
    expect(slip.lines.find((l) => l.concept === 'essalud')).toMatchObject({
      base: '1130.00',
      amount: '101.70',
    });
    expect(slip.bases.essalud).toBe('1130.00');
    expect(slip.bases.pension).toBe('1093.33');
  });
});

describe('from marks to the days payroll reads (calendar holidays and the schedule)', () => {
  it('reads a holiday and a Sunday worked by an office worker as days, beyond the day as overtime', async () => {
    const pool = ctx.database.pool;
    // A worker given, from Monday 27 April, Monday–Friday 08:00–17:00 with an hour's break (480
    // minutes a day) and the weekend off.
    const { rows } = await pool.query<{ id: number }>(
      `select e.id from employees e join employee_jobs j on j.employee_id = e.id
       where e.is_active and j.start_date < '2025-01-01' and e.id <> all($1::int[])
         and not exists (select 1 from remote_work_assignments r where r.employee_id = e.id)
         and not exists (select 1 from employee_vacations v where v.employee_id = e.id)
       order by e.id limit 1`,
      [[a.id, b.id]],
    );
    const person = rows[0]?.id as number;
    expect(person).toBeDefined();
    await pool.query(
      `delete from employee_schedules where employee_id = $1 and effective_from >= '2026-04-27'`,
      [person],
    );
    const { rows: version } = await pool.query<{ id: number }>(
      `insert into employee_schedules (employee_id, effective_from) values ($1, '2026-04-27') returning id`,
      [person],
    );
    await pool.query(
      `insert into employee_schedule_days (schedule_id, weekday, day_off, entry_time, break_start, break_end, exit_time)
       select $1, w, w > 5, case when w <= 5 then '08:00'::time end, case when w <= 5 then '12:00'::time end,
         case when w <= 5 then '13:00'::time end, case when w <= 5 then '17:00'::time end
       from generate_series(1, 7) w`,
      [version[0]?.id],
    );
    const { rows: holiday } = await pool.query(
      `select 1 from holidays where date = '2026-05-01' and observed`,
    );
    if (!holiday.length)
      await pool.query(
        `insert into holidays (date, name, kind, source) values ('2026-05-01', 'Día del Trabajo', 'company', 'manual')`,
      );
    await pool.query(
      `delete from attendance_marks where employee_id = $1 and work_date between '2026-04-30' and '2026-05-03'`,
      [person],
    );
    // Friday 1 May (holiday) 08:00–17:00 = 540 minutes; Sunday 3 May (no shift) 08:00–12:00 = 240.
    await pool.query(
      `insert into attendance_marks (employee_id, work_date, marked_at, kind, method) values
         ($1, '2026-05-01', '2026-05-01 08:00-05', 'entry', 'manual'), ($1, '2026-05-01', '2026-05-01 17:00-05', 'exit', 'manual'),
         ($1, '2026-05-03', '2026-05-03 08:00-05', 'entry', 'manual'), ($1, '2026-05-03', '2026-05-03 12:00-05', 'exit', 'manual')`,
      [person],
    );
    await ctx.database.db.transaction((tx) =>
      recomputeAttendance(tx, { employeeIds: [person], from: '2026-04-30', to: '2026-05-03' }),
    );
    const [totals] = await attendanceTotals(ctx.database.db, [person], '2026-04-30', '2026-05-03');
    // Thursday 30 April is a scheduled day of 480 minutes: the ordinary day. The holiday's 540
    // minutes are one day and 60 minutes of overtime at +25 %; Sunday's 240 are half a rest day.
    expect(totals).toMatchObject({
      holidayWorkDays: 1,
      restDayWorkDays: 0.5,
      overtime25Minutes: 60,
      overtime35Minutes: 0,
    });
  });
});
