import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recomputeAttendance } from '../src/modules/attendance/index.ts';
import { computeRun } from '../src/modules/payroll/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { pdfText } from './setup/pdf-text.ts';
import { useTestApp } from './setup/test-app.ts';

/*
 * Issue #22, points 1, 4 and 6: the cessation (its reason from T-Registro table 17 and its date, the
 * last day worked) and what the liquidación run pays for it, through the API as HR does it: inactivate
 * with a reason, create the liquidación run, compute, approve, export PLAME. Figures by hand below.
 */

const ctx = useTestApp();
const base = '/api/rrhh/payroll';
type Api = ReturnType<typeof client>;
type Line = {
  code: string;
  concept: string;
  base: string;
  rate: string | null;
  quantity: string | null;
  amount: string;
};
type Errors = { code: string; errors?: Record<string, string[]> };

const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];
const exec = (query: ReturnType<typeof sql>) => ctx.database.db.execute(query);

let hr: Api;
let companyId: number;
let ruc: string;
/** Demo workers moved to the test's own company (administrative staff). */
let pool: number[] = [];
const take = () => {
  const id = pool.shift();
  if (id === undefined) throw new Error('not enough demo workers');
  return id;
};

/** Sets the job as the case needs: ONP, no children, nothing else due, no vacations recorded. */
const setJob = async (
  id: number,
  job: {
    salary: string;
    startDate: string;
    regime?: 'general' | 'small' | 'micro';
    contractType?: 'indefinite' | 'fixed_term';
    contractEndDate?: string | null;
  },
) => {
  await exec(sql`
    update employee_jobs set salary = ${job.salary}, start_date = ${job.startDate},
      labor_regime = ${job.regime ?? 'general'}, contract_type = ${job.contractType ?? 'indefinite'},
      contract_end_date = ${job.contractEndDate ?? null}, pension_system = 'onp', afp_commission_type = null,
      has_eps = false
    where employee_id = ${id}`);
  await exec(sql`delete from employee_vacations where employee_id = ${id}`);
};

const inactivate = (
  id: number,
  date: string,
  cessationReason: string | undefined,
  reason = 'Carta de cese',
) =>
  hr.post('/api/rrhh/employee/inactive-employee-by-id', {
    employee_id: id,
    date,
    ...(cessationReason ? { cessationReason } : {}),
    reason,
  });

/** Creates the liquidación run, computes it, approves it; the slip's lines. */
const liquidate = async (employeeId: number, year: number, month: number) => {
  const res = await hr.post(`${base}/run/create`, {
    companyId,
    kind: 'liquidacion',
    personalType: 'administrative',
    year,
    month,
    employeeId,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const runId = (res.body as { id: number }).id;
  await computeRun(ctx.database.db, runId);
  const approved = await hr.post(`${base}/run/approve`, { id: runId });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const [slip] = await rows<{ lines: Line[]; worker: Record<string, unknown>; warnings: string[] }>(
    sql`select lines, worker, warnings from payroll_slips where run_id = ${runId} and employee_id = ${employeeId}`,
  );
  expect(slip).toBeDefined();
  return { runId, lines: slip?.lines ?? [], worker: slip?.worker ?? {} };
};

const line = (lines: Line[], concept: string) => lines.filter((l) => l.concept === concept);

/** `.rem` records of the run: code → accrued amount, for the worker's document. */
const rem = async (runId: number, employeeId: number) => {
  const res = await hr.post(`${base}/plame/export`, { runId, file: 'rem' });
  expect(res.status).toBe(200);
  const [doc] = await rows<{ n: string }>(
    sql`select document_number as n from employees where id = ${employeeId}`,
  );
  const records = res.raw
    .toString('utf8')
    .split('\r\n')
    .filter(Boolean)
    .map((r) => r.split('|'));
  return new Map(records.filter((r) => r[1] === doc?.n).map((r) => [r[2], r[3]]));
};

beforeAll(async () => {
  hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
  ruc = '20999888764';
  const [company] = await rows<{ id: number }>(
    sql`insert into companies (name, ruc) values ('Ceses y Liquidaciones S.A.C.', ${ruc}) returning id`,
  );
  companyId = company?.id as number;
  const moved = await rows<{ id: number }>(sql`
    update employee_jobs set company_id = ${companyId}, personal_type = 'administrative'
    where employee_id in (
      select j.employee_id from employee_jobs j join employees e on e.id = j.employee_id
      where e.is_active and j.start_date < '2023-01-01' order by j.employee_id limit 10)
    returning employee_id as id`);
  pool = moved.map((w) => w.id).sort((a, b) => a - b);
  expect(pool).toHaveLength(10);
  const ids = sql.param(pool);
  await exec(sql`delete from employee_children where employee_id = any(${ids}::int[])`);
  for (const table of [
    'payroll_bonus_grants',
    'payroll_advances',
    'additional_work_requests',
    'justifications',
  ])
    await exec(sql`delete from ${sql.identifier(table)} where employee_id = any(${ids}::int[])`);
});

describe('point 4: the cessation records its T-Registro reason, or refuses naming the field', () => {
  it('needs a reason of table 17; nothing is written on a refusal', async () => {
    const id = take();
    await setJob(id, { salary: '3000.00', startDate: '2023-03-01' });
    const none = await inactivate(id, '2025-06-10', undefined);
    expect(none.status).toBe(400);
    expect(Object.keys((none.body as Errors).errors ?? {})).toEqual(['cessationReason']);
    expect((await inactivate(id, '2025-06-10', 'fired')).status).toBe(400);
    // The last day worked cannot come before the start date.
    const early = await inactivate(id, '2023-02-28', 'resignation');
    expect(early.status).toBe(400);
    expect((early.body as Errors).errors?.date).toHaveLength(1);
    // The early end of a fixed-term contract needs one, with its agreed end after the last day.
    const indefinite = await inactivate(id, '2025-06-10', 'fixed_term_early_end');
    expect(indefinite.status).toBe(400);
    expect(Object.keys((indefinite.body as Errors).errors ?? {})).toEqual(['cessationReason']);
    await setJob(id, { salary: '3000.00', startDate: '2023-03-01', contractType: 'fixed_term' });
    const noEnd = await inactivate(id, '2025-06-10', 'fixed_term_early_end');
    expect(noEnd.status).toBe(400);
    expect((noEnd.body as Errors).errors?.contractEndDate?.[0]).toMatch(/end date/);
    const [still] = await rows<{ is_active: boolean; n: number }>(sql`
      select e.is_active, (select count(*)::int from employee_status_history h where h.employee_id = e.id) as n
      from employees e where e.id = ${id}`);
    expect(still).toEqual({ is_active: true, n: 0 });
    // A liquidación of a worker still active: 409 naming the worker field.
    const run = await hr.post(`${base}/run/create`, {
      companyId,
      kind: 'liquidacion',
      personalType: 'administrative',
      year: 2025,
      month: 6,
      employeeId: id,
    });
    expect(run.status).toBe(409);
    expect(Object.keys((run.body as Errors).errors ?? {})).toEqual(['employeeId']);
    // Recorded with its reason, in the history and the audit entry of the same transaction.
    await setJob(id, { salary: '3000.00', startDate: '2023-03-01' });
    expect((await inactivate(id, '2025-06-10', 'resignation')).status).toBe(200);
    const info = (await hr.post('/api/rrhh/employee/get-employee-information', { employee_id: id })).body as {
      inactiveSince: string;
      cessationReason: string;
    };
    expect(info).toMatchObject({ inactiveSince: '2025-06-10', cessationReason: 'resignation' });
    const [audit] = await rows<{ reason: string }>(sql`
      select after->>'cessationReason' as reason from audit_log
      where entity = 'employee' and entity_id = ${String(id)} and action = 'inactivate'`);
    expect(audit?.reason).toBe('resignation');
    // A resignation pays no indemnity; the slip names the reason and its T-Registro code.
    const { lines, worker } = await liquidate(id, 2025, 6);
    expect(line(lines, 'dismissal_indemnity')).toEqual([]);
    expect(worker.cessationReason).toEqual({ code: 'resignation', tRegistro: '01' });
  });
});

describe('point 4: an arbitrary dismissal pays the indemnity of the regime, outside contributions', () => {
  // Service 1 Mar 2023 – 10 Jun 2025 (last day worked): 2 years 3 months 10 days = 820 days.
  const cases = [
    // General (DS 003-97-TR art. 38): 1.5 × 3,000 × (2 + 3/12 + 10/360) = 4,500 × 2.2777… = 10,250.00
    { regime: 'general', amount: '10250.00', rate: '45' },
    // Pequeña empresa (DS 013-2013-PRODUCE art. 56): 20 daily pays a year: 100 × 20 × 820 / 360 = 4,555.56
    { regime: 'small', amount: '4555.56', rate: '20' },
    // Microempresa: 10 daily pays a year: 100 × 10 × 820 / 360 = 2,277.78
    { regime: 'micro', amount: '2277.78', rate: '10' },
  ] as const;

  it.each(cases)('%s regime, as PLAME 0501', async ({ regime, amount, rate }) => {
    const id = take();
    await setJob(id, { salary: '3000.00', startDate: '2023-03-01', regime });
    expect((await inactivate(id, '2025-06-10', 'arbitrary_dismissal')).status).toBe(200);
    const { runId, lines, worker } = await liquidate(id, 2025, 6);
    expect(worker.cessationReason).toEqual({ code: 'arbitrary_dismissal', tRegistro: '03' });
    expect(line(lines, 'dismissal_indemnity')).toEqual([
      expect.objectContaining({ code: '0501', rate, quantity: '820', amount }),
    ]);
    // Not remunerative: the ONP base is the remunerative lines only (the truncated vacations).
    const remunerative = lines
      .filter((l) => l.concept === 'vacation_truncated' || l.concept === 'vacation')
      .reduce((total, l) => total + Math.round(Number(l.amount) * 100), 0);
    expect(Math.round(Number(line(lines, 'onp')[0]?.base) * 100)).toBe(remunerative);
    expect((await rem(runId, id)).get('0501')).toBe(amount);
  });

  it('a fixed-term contract ended early pays 1.5 monthly pays per month left (art. 76), as PLAME 0503', async () => {
    const id = take();
    await setJob(id, {
      salary: '3000.00',
      startDate: '2025-01-01',
      contractType: 'fixed_term',
      contractEndDate: '2025-12-31',
    });
    expect((await inactivate(id, '2025-06-20', 'fixed_term_early_end')).status).toBe(200);
    const { runId, lines } = await liquidate(id, 2025, 6);
    // 21 Jun – 31 Dec 2025 = 6 months 10 days (190 days): 1.5 × 3,000 × (6 + 10/30) = 28,500.00 (< 12 pays).
    expect(line(lines, 'dismissal_indemnity')).toEqual([
      expect.objectContaining({ code: '0503', rate: '1.5', quantity: '190', amount: '28500.00' }),
    ]);
    const records = await rem(runId, id);
    expect(records.get('0503')).toBe('28500.00');
    expect(records.has('0501')).toBe(false);
    // The hoja de liquidación names the recorded reason and prints the indemnity as the run stored it.
    const [slip] = await rows<{ id: number }>(
      sql`select id from payroll_slips where run_id = ${runId} and employee_id = ${id}`,
    );
    const hoja = await hr.post(`${base}/payslip/pdf`, { slipId: slip?.id });
    expect(hoja.status).toBe(200);
    const text = await pdfText(hoja.raw);
    expect(text).toContain('HOJA DE LIQUIDACIÓN');
    expect(text).toContain('Término anticipado de contrato a plazo fijo');
    expect(text).toContain('28,500.00');
  });
});

describe('point 1: the liquidación pays the vacation days due, and the indemnity for the overdue ones', () => {
  it('pays 60 due days and 30 days of indemnity on a computable 3,113, through the run and PLAME', async () => {
    const id = take();
    // Service years from 1 Mar 2022: Y1 to 28 Feb 2023 (taken), Y2 to 29 Feb 2024, Y3 to 28 Feb 2025.
    await setJob(id, { salary: '3113.00', startDate: '2022-03-01' });
    await exec(sql`
      insert into employee_vacations (employee_id, service_year, start_date, end_date, days)
      values (${id}, 1, '2023-03-01', '2023-03-30', 30)`);
    expect((await inactivate(id, '2025-06-30', 'mutual_agreement')).status).toBe(200);
    const { runId, lines, worker } = await liquidate(id, 2025, 6);
    expect(worker.cessationReason).toEqual({ code: 'mutual_agreement', tRegistro: '08' });
    // Y2's 30 days were not taken within Y3 (ended 28 Feb 2025): overdue. Y3's 30 are still in time
    // (until 28 Feb 2026): pending. 60 days at 3,113 / 30 = 6,226.00 as remuneración vacacional.
    expect(line(lines, 'vacation')).toEqual([
      expect.objectContaining({ code: '0118', quantity: '60', amount: '6226.00' }),
    ]);
    // DL 713 art. 23: one more remuneration for the 30 overdue days = 3,113.00, not remunerative.
    expect(line(lines, 'vacation_indemnity')).toEqual([
      expect.objectContaining({ code: '0504', quantity: '30', amount: '3113.00' }),
    ]);
    // Truncated: 1 Mar – 30 Jun 2025 = 4 months: 3,113 × 120 / 360 = 1,037.67.
    expect(line(lines, 'vacation_truncated')).toEqual([
      expect.objectContaining({ code: '0114', amount: '1037.67' }),
    ]);
    // ONP and ESSALUD on 6,226.00 + 1,037.67 = 7,263.67 (not on the indemnity):
    // ONP 13 % = 944.28; ESSALUD 9 % = 653.73. The worker was short 6,226.00 + 3,113.00 = 9,339.00.
    expect(line(lines, 'onp')).toEqual([expect.objectContaining({ base: '7263.67', amount: '944.28' })]);
    expect(line(lines, 'essalud')).toEqual([expect.objectContaining({ base: '7263.67', amount: '653.73' })]);
    const records = await rem(runId, id);
    expect(records.get('0118')).toBe('6226.00');
    expect(records.get('0504')).toBe('3113.00');
    expect(records.get('0114')).toBe('1037.67');
  });
});

describe('point 1 with point 5: vacation days taken before the system are not paid again', () => {
  it("takes the opening balance's days off the service year they were taken in", async () => {
    const id = take();
    // The same service as above (from 1 Mar 2022, Y1 taken, last day 30 Jun 2025), and an opening
    // balance for April 2024 saying 10 days were taken then: they belong to Y3 (1 Mar 2024 – 28 Feb
    // 2025), so Y3 owes 20 days, Y2 still 30 overdue.
    await setJob(id, { salary: '3113.00', startDate: '2022-03-01' });
    await exec(sql`
      insert into employee_vacations (employee_id, service_year, start_date, end_date, days)
      values (${id}, 1, '2023-03-01', '2023-03-30', 30)`);
    await exec(sql`
      insert into employee_opening_balances (employee_id, year, month, income, quinta_withheld, vacation_days)
      values (${id}, 2024, 4, 3113, 0, 10)`);
    expect((await inactivate(id, '2025-06-30', 'mutual_agreement')).status).toBe(200);
    const { lines } = await liquidate(id, 2025, 6);
    // 50 days at 3,113 / 30 = 5,188.33; the indemnity still for Y2's 30 overdue days = 3,113.00.
    expect(line(lines, 'vacation')).toEqual([
      expect.objectContaining({ code: '0118', quantity: '50', amount: '5188.33' }),
    ]);
    expect(line(lines, 'vacation_indemnity')).toEqual([
      expect.objectContaining({ code: '0504', quantity: '30', amount: '3113.00' }),
    ]);
  });
});

describe('point 6: the cessation date is the last day worked, in attendance and in payroll', () => {
  it('the last day is employed and paid; the day after is not', async () => {
    const id = take();
    await setJob(id, { salary: '3000.00', startDate: '2023-03-01' });
    // Tuesday 14 October 2025 is the last day worked.
    expect((await inactivate(id, '2025-10-14', 'resignation')).status).toBe(200);
    await ctx.database.db.transaction((tx) =>
      recomputeAttendance(tx, { employeeIds: [id], from: '2025-10-13', to: '2025-10-16' }),
    );
    const days = await rows<{ day: string; status: string }>(sql`
      select to_char(work_date, 'YYYY-MM-DD') as day, status from attendance_days
      where employee_id = ${id} and work_date between '2025-10-13' and '2025-10-16' order by work_date`);
    const status = new Map(days.map((d) => [d.day, d.status]));
    expect(status.get('2025-10-13')).not.toBe('not_working');
    expect(status.get('2025-10-14')).not.toBe('not_working');
    expect(status.get('2025-10-15')).toBe('not_working');
    expect(status.get('2025-10-16')).toBe('not_working');
    // October's pay counts 14 days of basic salary (1–14 October): 3,000 × 14 / 30 = 1,400.00.
    await exec(sql`delete from attendance_days where employee_id = ${id} and work_date >= '2025-10-01'`);
    const october = await hr.post(`${base}/run/create`, {
      companyId,
      kind: 'monthly',
      personalType: 'administrative',
      year: 2025,
      month: 10,
      overrideWarnings: true,
    });
    expect(october.status).toBe(200);
    const runId = (october.body as { id: number }).id;
    await computeRun(ctx.database.db, runId);
    const [slip] = await rows<{ lines: Line[] }>(
      sql`select lines from payroll_slips where run_id = ${runId} and employee_id = ${id}`,
    );
    expect(line(slip?.lines ?? [], 'basic')).toEqual([
      expect.objectContaining({ quantity: '14', amount: '1400.00' }),
    ]);
  });
});

describe('the cessation dialog asks what a cessation would pay before it is recorded', () => {
  it('previews the indemnity per reason, computed as the run does, and writes nothing', async () => {
    const id = take();
    await setJob(id, { salary: '3000.00', startDate: '2023-03-01' });
    // January 2025 paid before the system: 50,000 of income, nothing withheld. With it the year's
    // taxable income passes 7 UIT, so the liquidación withholds fifth-category tax; the preview must
    // count it as the run does, or its net would be higher than what the worker gets.
    await exec(sql`
      insert into employee_opening_balances (employee_id, year, month, income, quinta_withheld)
      values (${id}, 2025, 1, 50000, 0)`);
    const preview = (cessationReason: string, date = '2025-06-10') =>
      hr.post(`${base}/liquidacion/preview`, { employeeId: id, date, cessationReason });
    const dismissal = await preview('arbitrary_dismissal');
    expect(dismissal.status).toBe(200);
    // Same 820 days as the general-regime run above: 10,250.00 as 0501.
    expect(dismissal.body).toMatchObject({ tRegistro: '03', indemnity: '10250.00', indemnityCode: '0501' });
    expect((await preview('resignation')).body).toMatchObject({
      tRegistro: '01',
      indemnity: '0.00',
      indemnityCode: null,
    });
    expect((await preview('resignation', '2023-02-28')).status).toBe(400);
    // No legal parameters in force that far ahead: 409 naming the date, not a 500.
    const future = await preview('resignation', '2030-12-30');
    expect(future.status).toBe(409);
    expect(Object.keys((future.body as Errors).errors ?? {})).toEqual(['date']);
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from payroll_runs where employee_id = ${id}`,
    );
    expect(count?.n).toBe(0);
    expect((await inactivate(id, '2025-06-10', 'arbitrary_dismissal')).status).toBe(200);
    expect((await preview('arbitrary_dismissal')).status).toBe(409);
    // The run pays what the dialog showed before the cessation was recorded: same inputs, same engine.
    const shown = dismissal.body as { earnings: string; net: string };
    const { runId } = await liquidate(id, 2025, 6);
    const [paid] = await rows<{ earnings: string; net: string }>(
      sql`select earnings::text, net::text from payroll_slips where run_id = ${runId}`,
    );
    expect(paid).toEqual({ earnings: shown.earnings, net: shown.net });
    const [withheld] = await rows<{ amount: string }>(sql`
      select l->>'amount' as amount from payroll_slips s, jsonb_array_elements(s.lines) l
      where s.run_id = ${runId} and l->>'concept' = 'quinta'`);
    expect(Number(withheld?.amount)).toBeGreaterThan(0);
  });
});
