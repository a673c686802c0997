import { moneyToCents, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertMonthsOpen } from '../src/modules/attendance/index.ts';
import { computeRun } from '../src/modules/payroll/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
const base = '/api/rrhh/payroll';
type Api = ReturnType<typeof client>;
type Run = { id: number; state: string; job: string; error: string | null };
type Slip = { employee_id: number; net: string; warnings: string[]; bases: Record<string, string> };

const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

let hr: Api;
let companyId: number;
/** Two administrative workers of the test's own company, general regime, hired before 2025. */
let workers: number[] = [];

const create = async (over: Record<string, unknown>) => {
  const res = await hr.post(`${base}/run/create`, {
    companyId,
    kind: 'monthly',
    personalType: 'administrative',
    overrideWarnings: true,
    ...over,
  });
  expect(res.status).toBe(200);
  const id = (res.body as Run).id;
  await computeRun(ctx.database.db, id);
  return id;
};
const slipsOf = (runId: number) =>
  rows<Slip>(
    sql`select employee_id, net::text as net, warnings, bases from payroll_slips where run_id = ${runId}`,
  );

beforeAll(async () => {
  hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
  const [company] = await rows<{ id: number }>(
    sql`insert into companies (name, ruc) values ('Reglas de Planilla S.A.C.', '20999888772') returning id`,
  );
  companyId = company?.id as number;
  const moved = await rows<{ id: number }>(sql`
    update employee_jobs set company_id = ${companyId}, personal_type = 'administrative', has_eps = false
    where employee_id in (
      select j.employee_id from employee_jobs j join employees e on e.id = j.employee_id
      where e.is_active and j.start_date < '2025-01-01' and j.labor_regime = 'general' order by j.employee_id limit 2)
    returning employee_id as id`);
  workers = moved.map((w) => w.id).sort((a, b) => a - b);
  expect(workers).toHaveLength(2);
  const ids = sql.param(workers);
  await ctx.database.db.execute(sql`delete from employee_children where employee_id = any(${ids}::int[])`);
  for (const table of [
    'payroll_bonus_grants',
    'payroll_advances',
    'additional_work_requests',
    'justifications',
  ])
    await ctx.database.db.execute(
      sql`delete from ${sql.identifier(table)} where employee_id = any(${ids}::int[])`,
    );
  // Days with no computed attendance are paid as worked: every month pays the whole salary.
  await ctx.database.db.execute(sql`delete from attendance_days where employee_id = any(${ids}::int[])`);
  await ctx.database.db.execute(sql`
    delete from payroll_discount_quotas where discount_id in (
      select id from payroll_discounts where employee_id = any(${ids}::int[]))`);
});

describe('the pequeña empresa CTS', () => {
  it('stops at 90 daily remunerations counting the deposits already made', async () => {
    const [w] = workers as [number];
    await ctx.database.db.execute(
      sql`update employee_jobs set labor_regime = 'small' where employee_id = ${w}`,
    );
    // An earlier deposit that already counted 88 daily remunerations under the regime.
    const [earlier] = await rows<{ id: number }>(sql`
      insert into payroll_runs (company_id, year, month, kind, personal_type, state, job)
      values (${companyId}, 2025, 11, 'cts', 'administrative', 'approved', 'done') returning id`);
    await ctx.database.db.execute(sql`
      insert into payroll_slips (run_id, employee_id, worker, days, lines, bases, earnings, deductions, employer, net)
      values (${earlier?.id}, ${w}, '{"regime":"small"}', '{"worked":180,"vacation":0,"absence":0}', '[]',
        '{"base":"3000.00","dailyPays":"88.0000"}', '8800.00', '0', '0', '8800.00')`);
    const id = await create({ kind: 'cts', year: 2026, month: 5 });
    const slips = await slipsOf(id);
    const capped = slips.find((s) => s.employee_id === w);
    expect(capped?.warnings).toContain('cts_cap_reached');
    expect(capped?.bases.dailyPays).toBe('2.0000');
    // The general-regime worker is not capped.
    expect(slips.find((s) => s.employee_id === workers[1])?.warnings).not.toContain('cts_cap_reached');
    await ctx.database.db.execute(
      sql`update employee_jobs set labor_regime = 'general' where employee_id = ${w}`,
    );
  });
});

describe('an advance larger than the net', () => {
  it('is partly taken, and the rest is taken by the next month; canceling puts it back', async () => {
    const w = workers[1] as number;
    const [salary] = await rows<{ salary: string }>(
      sql`select salary::text as salary from employee_jobs where employee_id = ${w}`,
    );
    const amount = salary?.salary as string;
    const [advance] = await rows<{ id: number }>(sql`
      insert into payroll_advances (employee_id, amount, period, status, paid_at, payment_reference)
      values (${w}, ${amount}, '2026-03-01', 'paid', now(), 'TRF-1') returning id`);
    const advanceLine = async (runId: number) => {
      const [line] = await rows<{ amount: string }>(sql`
        select l->>'amount' as amount from payroll_slips s, jsonb_array_elements(s.lines) l
        where s.run_id = ${runId} and s.employee_id = ${w} and l->>'reference' = ${`advance:${advance?.id}`}`);
      return line?.amount ?? null;
    };
    const statusOf = async () =>
      (await rows<{ status: string }>(sql`select status from payroll_advances where id = ${advance?.id}`))[0]
        ?.status;

    const march = await create({ year: 2026, month: 3 });
    const taken = (await advanceLine(march)) as string;
    expect(Number(taken)).toBeGreaterThan(0);
    expect(Number(taken)).toBeLessThan(Number(amount));
    expect((await hr.post(`${base}/run/approve`, { id: march })).status).toBe(200);
    expect(await statusOf()).toBe('paid');

    const rest = (Math.round(Number(amount) * 100) - Math.round(Number(taken) * 100)) / 100;
    const april = await create({ year: 2026, month: 4 });
    expect(await advanceLine(april)).toBe(rest.toFixed(2));
    expect((await hr.post(`${base}/run/approve`, { id: april })).status).toBe(200);
    expect(await statusOf()).toBe('deducted');

    // Canceling April gives the rest back to the next run; March's part stays taken.
    expect((await hr.post(`${base}/run/cancel`, { id: april })).status).toBe(200);
    expect(await statusOf()).toBe('paid');
    const again = await create({ year: 2026, month: 4 });
    expect(await advanceLine(again)).toBe(rest.toFixed(2));
    await hr.post(`${base}/run/cancel`, { id: again });
    // Canceling March too: the whole advance is due again.
    expect((await hr.post(`${base}/run/cancel`, { id: march })).status).toBe(200);
    expect(
      await rows(sql`select 1 from payroll_advance_deductions where advance_id = ${advance?.id}`),
    ).toEqual([]);
    const may = await create({ year: 2026, month: 5 });
    // May's net holds as much of the whole advance as it can.
    expect(moneyToCents((await advanceLine(may)) ?? '0')).toBeGreaterThan(moneyToCents(rest.toFixed(2)));
    await hr.post(`${base}/run/cancel`, { id: may });
  });
});

describe('justifications waiting for a decision', () => {
  it('approved by the area chief but not yet by HR stop the run like pending ones', async () => {
    const w = workers[0] as number;
    await ctx.database.db.execute(sql`
      insert into justifications (employee_id, work_date, type, motive, status)
      values (${w}, '2026-06-05', 'absence', 'Cita médica', 'approved')`);
    const refused = await hr.post(`${base}/run/create`, {
      companyId,
      year: 2026,
      month: 6,
      kind: 'monthly',
      personalType: 'administrative',
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'PAYROLL_PENDING_JUSTIFICATIONS' });
    await ctx.database.db.execute(
      sql`update justifications set status = 'approved_by_hr' where employee_id = ${w} and work_date = '2026-06-05'`,
    );
    const allowed = await hr.post(`${base}/run/create`, {
      companyId,
      year: 2026,
      month: 6,
      kind: 'monthly',
      personalType: 'administrative',
    });
    expect(allowed.status).toBe(200);
    await hr.post(`${base}/run/cancel`, { id: (allowed.body as Run).id });
  });
});

describe('closing attendance', () => {
  it("approving a company's administrative run closes the month for that staff only; cancel reopens it", async () => {
    const db = ctx.database.db;
    const [ops] = await rows<{ id: number }>(sql`
      update employee_jobs set company_id = ${companyId}, personal_type = 'operations'
      where employee_id = (
        select j.employee_id from employee_jobs j
        where j.company_id <> ${companyId} and j.employee_id <> all(${sql.param(workers)}::int[])
        order by j.employee_id limit 1)
      returning employee_id as id`);
    const [elsewhere] = await rows<{ id: number }>(sql`
      select employee_id as id from employee_jobs
      where company_id <> ${companyId} and personal_type = 'administrative' order by employee_id limit 1`);
    const day = ['2026-07-10'];
    const id = await create({ year: 2026, month: 7 });
    expect((await hr.post(`${base}/run/approve`, { id })).status).toBe(200);
    await expect(assertMonthsOpen(db, [workers[0] as number], day)).rejects.toMatchObject({
      code: 'ATTENDANCE_MONTH_CLOSED',
    });
    await expect(assertMonthsOpen(db, [ops?.id as number], day)).resolves.toBeUndefined();
    await expect(assertMonthsOpen(db, [elsewhere?.id as number], day)).resolves.toBeUndefined();
    await expect(assertMonthsOpen(db, [workers[0] as number], ['2026-08-10'])).resolves.toBeUndefined();
    // A worker of another company marks a day of the closed month: accepted.
    const mark = await hr.post('/api/rrhh/attendance/mark/create', {
      employeeId: elsewhere?.id,
      markedAt: '2026-07-10T08:00',
      kind: 'entry',
      reason: 'Olvidó marcar la entrada en la puerta',
    });
    expect(mark.status).toBe(200);
    const refused = await hr.post('/api/rrhh/attendance/mark/create', {
      employeeId: workers[0],
      markedAt: '2026-07-10T08:00',
      kind: 'entry',
      reason: 'Olvidó marcar la entrada en la puerta',
    });
    expect(refused.status).toBe(409);

    expect((await hr.post(`${base}/run/cancel`, { id })).status).toBe(200);
    await expect(assertMonthsOpen(db, [workers[0] as number], day)).resolves.toBeUndefined();
  });

  it('cancel keeps the month closed for another staff whose run is approved', async () => {
    const db = ctx.database.db;
    const [ops] = await rows<{ id: number }>(sql`
      select employee_id as id from employee_jobs where company_id = ${companyId} and personal_type = 'operations'`);
    const admin = await create({ year: 2026, month: 9 });
    const operations = await create({ year: 2026, month: 9, personalType: 'operations' });
    expect((await hr.post(`${base}/run/approve`, { id: admin })).status).toBe(200);
    expect((await hr.post(`${base}/run/approve`, { id: operations })).status).toBe(200);
    expect((await hr.post(`${base}/run/cancel`, { id: admin })).status).toBe(200);
    await expect(assertMonthsOpen(db, [workers[0] as number], ['2026-09-10'])).resolves.toBeUndefined();
    await expect(assertMonthsOpen(db, [ops?.id as number], ['2026-09-10'])).rejects.toMatchObject({
      code: 'ATTENDANCE_MONTH_CLOSED',
    });
    await hr.post(`${base}/run/cancel`, { id: operations });
  });
});

describe('bonuses and scope', () => {
  it('a grant of a deactivated bonus type is not paid', async () => {
    const w = workers[0] as number;
    const [active] = await rows<{ id: number }>(sql`
      insert into payroll_bonus_types (name, kind) values ('Bono de prueba activo', 'regular') returning id`);
    const [inactive] = await rows<{ id: number }>(sql`
      insert into payroll_bonus_types (name, kind, is_active) values ('Bono de prueba retirado', 'regular', false)
      returning id`);
    const grants = await rows<{ id: number }>(sql`
      insert into payroll_bonus_grants (employee_id, bonus_type_id, amount, from_period)
      values (${w}, ${active?.id}, '100.00', '2026-10-01'), (${w}, ${inactive?.id}, '200.00', '2026-10-01')
      returning id`);
    const id = await create({ year: 2026, month: 10 });
    const refs = await rows<{ reference: string }>(sql`
      select l->>'reference' as reference from payroll_slips s, jsonb_array_elements(s.lines) l
      where s.run_id = ${id} and s.employee_id = ${w} and l->>'reference' like 'grant:%'`);
    expect(refs.map((r) => r.reference)).toEqual([`grant:${grants[0]?.id}`]);
    await hr.post(`${base}/run/cancel`, { id });
  });

  it("an area chief holding section 14 reads no payslip of another area's worker", async () => {
    const id = await create({ year: 2026, month: 11 });
    const [slip] = await rows<{ id: number }>(sql`
      select s.id from payroll_slips s where s.run_id = ${id} order by s.id limit 1`);
    const [other] = await rows<{ id: number }>(sql`
      select j.employee_id as id from employee_jobs j join areas a on a.id = j.area_id
      where not a.is_hr and j.area_id not in (select area_id from employee_jobs where employee_id = any(${sql.param(workers)}::int[]))
      order by j.employee_id limit 1`);
    const chief = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL], employeeId: other?.id });
    await ctx.database.pool.query('update users set role_id = 2 where id = $1', [chief.id]);
    const api = client(ctx, await sessionToken(ctx, chief));
    expect((await api.post(`${base}/slip/get`, { id: slip?.id })).status).toBe(404);
    expect((await api.post(`${base}/payslip/pdf`, { slipId: slip?.id })).status).toBe(404);
    expect((await api.post(`${base}/payslip/all-pdf`, { runId: id })).status).toBe(404);
    expect((await api.post(`${base}/payslip/zip`, { runId: id })).status).toBe(404);
    // HR sees them.
    expect((await hr.post(`${base}/slip/get`, { id: slip?.id })).status).toBe(200);
    expect((await hr.post(`${base}/payslip/pdf`, { slipId: slip?.id })).status).toBe(200);
    await hr.post(`${base}/run/cancel`, { id });
  });
});

describe('the fifth-category history', () => {
  it("takes only the run's company's earlier slips", async () => {
    const w = workers[0] as number;
    const quintaOf = async (runId: number) =>
      (
        await rows<{ amount: string | null }>(sql`
          select (select l->>'amount' from jsonb_array_elements(s.lines) l where l->>'concept' = 'quinta') as amount
          from payroll_slips s where s.run_id = ${runId} and s.employee_id = ${w}`)
      )[0]?.amount ?? null;
    const id = await create({ year: 2026, month: 12 });
    const before = await quintaOf(id);
    // Another employer's approved January paid the worker a fortune: not this company's withholding.
    const [other] = await rows<{ id: number }>(
      sql`insert into companies (name, ruc) values ('Otra Empleadora S.A.C.', '20999888773') returning id`,
    );
    const [foreign] = await rows<{ id: number }>(sql`
      insert into payroll_runs (company_id, year, month, kind, personal_type, state, job)
      values (${other?.id}, 2026, 1, 'monthly', 'administrative', 'approved', 'done') returning id`);
    await ctx.database.db.execute(sql`
      insert into payroll_slips (run_id, employee_id, worker, days, lines, bases, quinta_entry, earnings, deductions, employer, net)
      values (${foreign?.id}, ${w}, '{}', '{"worked":30,"vacation":0,"absence":0}', '[]', '{}',
        '{"month":1,"remuneration":"90000.00","gratificacion":"0.00","extraordinary":"0.00","withheld":"0.00"}',
        '90000.00', '0', '0', '90000.00')`);
    await create({ year: 2026, month: 12 });
    expect(await quintaOf(id)).toBe(before);
    await hr.post(`${base}/run/cancel`, { id });
  });
});

describe('a benefit with nothing due', () => {
  it('prints no gratificación slip for a worker hired after the semester it counts', async () => {
    const [first, late] = workers as [number, number];
    const [before] = await rows<{ start: string }>(
      sql`select start_date::text as start from employee_jobs where employee_id = ${late}`,
    );
    await ctx.database.db.execute(
      sql`update employee_jobs set start_date = '2027-06-20' where employee_id = ${late}`,
    );
    const id = await create({ kind: 'gratificacion', year: 2027, month: 7 });
    const slips = await slipsOf(id);
    expect(slips.map((s) => s.employee_id)).toEqual([first]);
    expect(moneyToCents(slips[0]?.net ?? '0')).toBeGreaterThan(0n);
    await ctx.database.db.execute(
      sql`update employee_jobs set start_date = ${before?.start} where employee_id = ${late}`,
    );
  });
});
