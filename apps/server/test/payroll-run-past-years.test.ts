import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeRun } from '../src/modules/payroll/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
const base = '/api/rrhh/payroll';
type Run = { id: number; warnings: unknown; error: string | null };
type Line = { concept: string; base: string; amount: string };

const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

let hr: ReturnType<typeof client>;
let companyId: number;
/** One AFP Integra worker (flow commission) earning 15,000, above any premium cap, hired before 2023. */
let worker: number;

const monthlyRun = async (year: number, month: number) => {
  const res = await hr.post(`${base}/run/create`, {
    companyId,
    kind: 'monthly',
    personalType: 'administrative',
    overrideWarnings: true,
    year,
    month,
  });
  expect(res.status).toBe(200);
  const id = (res.body as Run).id;
  await computeRun(ctx.database.db, id);
  const [run] = await rows<{ error: string | null; warnings: unknown }>(
    sql`select error, run_warnings as warnings from payroll_runs where id = ${id}`,
  );
  expect(run?.error).toBeNull();
  const [slip] = await rows<{ lines: Line[]; warnings: string[] }>(
    sql`select lines, warnings from payroll_slips where run_id = ${id} and employee_id = ${worker}`,
  );
  return { run, slip };
};

beforeAll(async () => {
  hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
  const [company] = await rows<{ id: number }>(
    sql`insert into companies (name, ruc) values ('Planillas Pasadas S.A.C.', '20999888773') returning id`,
  );
  companyId = company?.id as number;
  const [moved] = await rows<{ id: number }>(sql`
    update employee_jobs set company_id = ${companyId}, personal_type = 'administrative', has_eps = false,
      salary = 15000, pension_system = 'integra', afp_commission_type = 'flow'
    where employee_id = (
      select j.employee_id from employee_jobs j join employees e on e.id = j.employee_id
      where e.is_active and j.start_date < '2023-01-01' and j.labor_regime = 'general'
      order by j.employee_id limit 1)
    returning employee_id as id`);
  worker = moved?.id as number;
  expect(worker).toBeTypeOf('number');
  await ctx.database.db.execute(sql`delete from employee_children where employee_id = ${worker}`);
  for (const table of [
    'payroll_bonus_grants',
    'payroll_advances',
    'additional_work_requests',
    'justifications',
    'attendance_days',
  ])
    await ctx.database.db.execute(sql`delete from ${sql.identifier(table)} where employee_id = ${worker}`);
  await ctx.database.db.execute(sql`
    delete from payroll_discount_quotas where discount_id in (
      select id from payroll_discounts where employee_id = ${worker})`);
});

const amountOf = (lines: Line[] | undefined, concept: string) =>
  lines?.find((l) => l.concept === concept)?.amount;

describe('a monthly run of a past year', () => {
  it('pays an AFP worker in October 2024 with the premium capped at the quarter’s cap', async () => {
    const { run, slip } = await monthlyRun(2024, 10);
    // The worker is in the run: no AFP parameter is missing in 2024 any more.
    expect(slip).toBeDefined();
    expect(JSON.stringify(run?.warnings ?? null)).not.toContain('parameters.afp');
    expect(slip?.warnings).not.toContain('afp_premium_cap_missing');
    // Fund and commission are not capped: 15,000 × 10 % = 1,500.00; Integra 15,000 × 1.55 % = 232.50.
    expect(amountOf(slip?.lines, 'afp_fund')).toBe('1500.00');
    expect(amountOf(slip?.lines, 'afp_commission')).toBe('232.50');
    // Premium = cap × rate: Q4 2024 cap 12,184.88 (seed figure) × 1.70 % = 207.14296 → 207.14.
    const premium = slip?.lines.find((l) => l.concept === 'afp_premium');
    expect(premium?.base).toBe('12184.88');
    expect(premium?.amount).toBe('207.14');
  });

  it('pays an AFP worker in May 2023 at that year’s 1.84 % premium, capped', async () => {
    const { run, slip } = await monthlyRun(2023, 5);
    expect(slip).toBeDefined();
    expect(JSON.stringify(run?.warnings ?? null)).not.toContain('parameters.afp');
    expect(amountOf(slip?.lines, 'afp_fund')).toBe('1500.00');
    expect(amountOf(slip?.lines, 'afp_commission')).toBe('232.50');
    // Premium = cap × rate: Q2 2023 cap 12,184.88 (seed figure) × 1.84 % = 224.201792 → 224.20.
    const premium = slip?.lines.find((l) => l.concept === 'afp_premium');
    expect(premium?.base).toBe('12184.88');
    expect(premium?.amount).toBe('224.20');
  });

  it('takes the cap HR records for a quarter over the seed figure', async () => {
    // HR replaces the Q3 2024 cap with the SBS figure it checked (a figure chosen for the test).
    await ctx.database.db.execute(
      sql`update payroll_parameters set value = '"11500.00"'::jsonb
          where parameter = 'afpPremiumCap' and valid_from = '2024-07-01'`,
    );
    const { slip } = await monthlyRun(2024, 8);
    // 11,500.00 × 1.70 % = 195.50.
    const premium = slip?.lines.find((l) => l.concept === 'afp_premium');
    expect(premium?.base).toBe('11500.00');
    expect(premium?.amount).toBe('195.50');
  });
});
