import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeRun } from '../src/modules/payroll/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

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
