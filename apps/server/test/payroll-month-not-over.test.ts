import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeRun } from '../src/modules/payroll/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { pdfPages } from './setup/pdf-text.ts';
import { useTestApp } from './setup/test-app.ts';

/*
 * Issue #22 point 8: a monthly run made before its month ends. November 2025, a run computed on
 * Thursday 27 November at 10:00 Lima (the injected clock): the worker missed Monday 24 and
 * Tuesday 25 and has no mark yet on the 27th (his shift is not over). The days are written straight
 * into `attendance_days`, as the recompute would store them (28–30 are not stored: after today).
 */

const ctx = useTestApp();
const base = '/api/rrhh/payroll';
type Api = ReturnType<typeof client>;
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

let hr: Api;
let companyId: number;
let worker: number;

/** 27 November 2025, 10:00 in Lima (UTC−5). */
const NOV_27 = new Date('2025-11-27T15:00:00Z');
/** 1 December 2025, 10:00 in Lima: November is over. */
const DEC_1 = new Date('2025-12-01T15:00:00Z');

const storeDay = async (date: string, status: 'marked' | 'unmarked' | 'not_working') => {
  const scheduled = status === 'not_working' ? 0 : 480;
  await ctx.database.db.execute(sql`
    insert into attendance_days (employee_id, work_date, status, scheduled_minutes, worked_minutes)
    values (${worker}, ${date}::date, ${status}, ${scheduled}, ${status === 'marked' ? 480 : 0})
    on conflict (employee_id, work_date) do update set status = excluded.status,
      scheduled_minutes = excluded.scheduled_minutes, worked_minutes = excluded.worked_minutes`);
};

const run = async (now: Date) => {
  const res = await hr.post(`${base}/run/create`, {
    companyId,
    year: 2025,
    month: 11,
    kind: 'monthly',
    personalType: 'administrative',
    overrideWarnings: true,
  });
  expect(res.status).toBe(200);
  const id = (res.body as { id: number }).id;
  await computeRun(ctx.database.db, id, now);
  return id;
};

const slipOf = async (runId: number) => {
  const list = await hr.post(`${base}/slip/list`, { page: 1, perPage: 10, filters: { runId } });
  const slip = (list.body as { data: { id: number; days: Record<string, number> }[] }).data[0];
  const detail = (await hr.post(`${base}/slip/get`, { id: slip?.id })).body as {
    days: Record<string, number>;
    lines: { concept: string; quantity: string | null; amount: string }[];
  };
  return { list: slip, detail };
};

beforeAll(async () => {
  hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
  const [company] = await rows<{ id: number }>(
    sql`insert into companies (name, ruc) values ('Mes en Curso S.A.C.', '20999888774') returning id`,
  );
  companyId = company?.id as number;
  const [moved] = await rows<{ id: number }>(sql`
    update employee_jobs set company_id = ${companyId}, personal_type = 'administrative', has_eps = false,
      salary = '3000.00'
    where employee_id = (
      select j.employee_id from employee_jobs j join employees e on e.id = j.employee_id
      where e.is_active and e.inactive_since is null and j.start_date < '2025-01-01'
        and j.labor_regime = 'general' order by j.employee_id limit 1)
    returning employee_id as id`);
  worker = moved?.id as number;
  for (const table of [
    'employee_children',
    'payroll_bonus_grants',
    'payroll_advances',
    'additional_work_requests',
    'justifications',
  ])
    await ctx.database.db.execute(sql`delete from ${sql.identifier(table)} where employee_id = ${worker}`);
  await ctx.database.db.execute(sql`delete from attendance_days where employee_id = ${worker}`);
  // November 2025: Mon–Fri worked 08:00–17:00, weekends off; absent Mon 24 and Tue 25; no mark yet on the 27th.
  for (let day = 1; day <= 27; day += 1) {
    const date = `2025-11-${String(day).padStart(2, '0')}`;
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) await storeDay(date, 'not_working');
    else await storeDay(date, day === 24 || day === 25 || day === 27 ? 'unmarked' : 'marked');
  }
});

describe('a monthly run made before its month ends', () => {
  let early: number;

  it('docks only the days over; today and later are paid as projected, named on the slip', async () => {
    early = await run(NOV_27);
    const { list, detail } = await slipOf(early);
    // Absences: 24 and 25 only (the 27th is not over). Before: 3, the 27th docked too.
    // Salary 3,000.00: absence line = 3,000 / 30 × 2 = 200.00.
    expect(detail.days.absence).toBe(2);
    expect(detail.lines.find((l) => l.concept === 'absence')).toMatchObject({
      quantity: '2',
      amount: '200.00',
    });
    // Días laborados: 30 days due − 2 absences = 28, the same figure in the list and in the drawer.
    expect(list?.days.labored).toBe(28);
    expect(detail.days.labored).toBe(28);
    // Days not over: 27, 28, 29, 30 November = 4, paid as worked.
    expect(detail.days.projected).toBe(4);
    const got = (await hr.post(`${base}/run/get`, { id: early })).body as {
      warnings: { warning: string }[];
    };
    expect(got.warnings.map((w) => w.warning)).toContain('month_not_over:4');
  });

  it('shows the same días laborados in the Excel and on the boleta', async () => {
    const res = await hr.post(`${base}/run/export`, { runId: early });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    const header = (sheet.getRow(1).values as unknown[]).indexOf('Días');
    expect(sheet.getRow(2).getCell(header).value).toBe(28);
    const { list } = await slipOf(early);
    const pdf = await hr.post(`${base}/payslip/pdf`, { slipId: list?.id });
    const [text] = await pdfPages(pdf.raw);
    // The days row: días laborados 28, vacation 0, absences 2.
    expect(text).toMatch(/Días laborados[^\d]*28\s+0\s+2\b/);
  });

  it('cannot be approved: 409 PAYROLL_MONTH_NOT_OVER naming the last day and the days left', async () => {
    const res = await hr.post(`${base}/run/approve`, { id: early });
    expect(res.status).toBe(409);
    const body = res.body as { code: string; message: string };
    expect(body.code).toBe('PAYROLL_MONTH_NOT_OVER');
    expect(body.message).toContain('11/30/2025');
    expect(body.message).toContain('4');
    // Nothing closed: November's attendance stays open for the days left.
    const closed = await rows<{ n: number }>(
      sql`select count(*)::int as n from attendance_closed_months where company_id = ${companyId}`,
    );
    expect(closed[0]?.n).toBe(0);
  });

  it('run again once the month is over: the 27th, missed, is docked; then it is approved', async () => {
    // The worker never came on the 27th; Friday 28 worked; the weekend off.
    await storeDay('2025-11-28', 'marked');
    await storeDay('2025-11-29', 'not_working');
    await storeDay('2025-11-30', 'not_working');
    const id = await run(DEC_1);
    expect(id).toBe(early);
    const { detail } = await slipOf(id);
    // Absences 24, 25 and 27: 3,000 / 30 × 3 = 300.00; días laborados 30 − 3 = 27; nothing projected.
    expect(detail.days.absence).toBe(3);
    expect(detail.lines.find((l) => l.concept === 'absence')).toMatchObject({ amount: '300.00' });
    expect(detail.days.labored).toBe(27);
    expect(detail.days.projected).toBeUndefined();
    const approved = await hr.post(`${base}/run/approve`, { id });
    expect(approved.status).toBe(200);
  });
});

describe('the run period', () => {
  it('refuses a month outside 1–12 and a year outside 2000–2100, naming the fields (never 2000-12)', async () => {
    const res = await hr.post(`${base}/run/create`, {
      companyId,
      year: 1999,
      month: 13,
      kind: 'monthly',
      personalType: 'administrative',
    });
    expect(res.status).toBe(400);
    expect((res.body as { errors: Record<string, string[]> }).errors).toEqual({
      year: ['Must be at least 2000'],
      month: ['Must be at most 12'],
    });
    const runs = await rows<{ n: number }>(
      sql`select count(*)::int as n from payroll_runs where company_id = ${companyId} and (year <> 2025 or month <> 11)`,
    );
    expect(runs[0]?.n).toBe(0);
  });
});
