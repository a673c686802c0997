import { computePayslip, DEFAULT_PARAMETER_HISTORY, type PayslipInput, parametersAt } from '@zerg/payroll-pe';
import { centsToMoney, moneyToCents, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertMonthsOpen } from '../src/modules/attendance/index.ts';
import { computeRun } from '../src/modules/payroll/index.ts';
import { parameterHistory } from '../src/modules/payroll-settings/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
const base = '/api/rrhh/payroll';
type Api = ReturnType<typeof client>;
type Run = {
  id: number;
  state: string;
  error: string | null;
  job: string;
  employeeCount: number;
  earnings: string;
  deductions: string;
  employer: string;
  net: string;
  warnings: { warning: string; count: number }[];
};
type Worker = {
  id: number;
  salary: string;
  labor_regime: string;
  pension_system: string;
  afp_commission_type: string | null;
  start_date: string;
};

const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

let hr: Api;
let companyId: number;
let workers: Worker[] = [];
const YEAR = 2026;
const MONTH = 2;

/** Absences and lateness the test writes for each worker of its company in February 2026. */
const ABSENT = [0, 2, 1];
const LATE = [0, 45, 130];

const create = (over: Record<string, unknown> = {}) =>
  hr.post(`${base}/run/create`, {
    companyId,
    year: YEAR,
    month: MONTH,
    kind: 'monthly',
    personalType: 'administrative',
    ...over,
  });
const get = async (id: number) => (await hr.post(`${base}/run/get`, { id })).body as Run;

beforeAll(async () => {
  const session = await login(ctx, DEMO.hrChief);
  hr = client(ctx, session.accessToken);
  const [company] = await rows<{ id: number }>(
    sql`insert into companies (name, ruc) values ('Transportes Prueba Planilla S.A.C.', '20999888771') returning id`,
  );
  companyId = company?.id as number;
  // Three workers hired before 2025 move to the test's company, so the run holds only them.
  workers = await rows<Worker>(sql`
    update employee_jobs set company_id = ${companyId}, personal_type = 'administrative', has_eps = false
    where employee_id in (
      select j.employee_id from employee_jobs j join employees e on e.id = j.employee_id
      where e.is_active and j.start_date < '2025-01-01' and j.labor_regime = 'general' order by j.employee_id limit 3)
    returning employee_id as id, salary::text as salary, labor_regime, pension_system, afp_commission_type,
      to_char(start_date, 'YYYY-MM-DD') as start_date`);
  expect(workers).toHaveLength(3);
  const ids = workers.map((w) => w.id);
  await ctx.database.db.execute(
    sql`delete from employee_children where employee_id = any(${sql.param(ids)}::int[])`,
  );
  await ctx.database.db.execute(
    sql`delete from attendance_days where employee_id = any(${sql.param(ids)}::int[]) and work_date between '2026-02-01' and '2026-02-28'`,
  );
  for (const [i, w] of workers.entries()) {
    await ctx.database.db.execute(sql`
      insert into attendance_days (employee_id, work_date, status, scheduled_minutes, worked_minutes, late_minutes)
      select ${w.id}, d::date,
        case when extract(day from d) - 1 <= ${ABSENT[i] ?? 0} then 'unmarked' else 'marked' end,
        480, 480, case when extract(day from d) = 10 then ${LATE[i] ?? 0} else 0 end
      from generate_series('2026-02-02'::date, '2026-02-28'::date, '1 day') d
      where extract(isodow from d) < 6`);
  }
  // Only what the test writes reaches the payslips: no bonus, advance, discount or extra work of the demo.
  for (const table of ['payroll_bonus_grants', 'payroll_advances', 'additional_work_requests'])
    await ctx.database.db.execute(
      sql`delete from ${sql.identifier(table)} where employee_id = any(${sql.param(ids)}::int[])`,
    );
  await ctx.database.db.execute(sql`
    delete from payroll_discount_quotas where discount_id in (
      select id from payroll_discounts where employee_id = any(${sql.param(ids)}::int[]))`);
  // Nobody's justification of the month stays pending unless a test adds one.
  await ctx.database.db.execute(
    sql`delete from justifications where employee_id = any(${sql.param(ids)}::int[]) and work_date between '2026-02-01' and '2026-02-28'`,
  );
});

describe('a monthly run', () => {
  let runId: number;

  it('is created, computed, and its totals are the engine results of every worker', async () => {
    const res = await create();
    expect(res.status).toBe(200);
    runId = (res.body as Run).id;
    expect((res.body as Run).job).toBe('queued');
    await computeRun(ctx.database.db, runId);
    const run = await get(runId);
    expect(run.error).toBeNull();
    expect(run.job).toBe('done');
    expect(run.employeeCount).toBe(3);
    // The same inputs computed here, straight from what the test wrote.
    const history = await parameterHistory(ctx.database.db);
    const parameters = parametersAt(history.length ? history : DEFAULT_PARAMETER_HISTORY, '2026-02-28');
    const totals = { earnings: 0n, deductions: 0n, employer: 0n, net: 0n };
    for (const [i, w] of workers.entries()) {
      const input: PayslipInput = {
        period: { year: YEAR, month: MONTH },
        parameters,
        worker: {
          salary: w.salary,
          regime: 'general',
          familyAllowance: false,
          hireDate: w.start_date,
          pension:
            w.pension_system === 'onp'
              ? { system: 'onp' }
              : {
                  system: 'afp',
                  afp: w.pension_system,
                  commission: w.afp_commission_type === 'balance' ? 'mixed' : 'flow',
                },
        },
        attendance: {
          absenceDays: ABSENT[i] ?? 0,
          tardinessMinutes: LATE[i] ?? 0,
          vacationDays: 0,
          overtimeHours25: 0,
          overtimeHours35: 0,
        },
      };
      const r = computePayslip(input);
      totals.earnings += moneyToCents(r.totals.earnings);
      totals.deductions += moneyToCents(r.totals.deductions);
      totals.employer += moneyToCents(r.totals.employer);
      totals.net += moneyToCents(r.totals.net);
      const slips = await hr.post(`${base}/slip/list`, { perPage: 50, filters: { runId } });
      const slip = (slips.body as { data: { id: number; employeeId: number; net: string }[] }).data.find(
        (s) => s.employeeId === w.id,
      );
      expect(slip?.net).toBe(r.totals.net);
      const detail = (await hr.post(`${base}/slip/get`, { id: slip?.id })).body as {
        lines: { code: string; amount: string }[];
      };
      expect(detail.lines.map((l) => [l.code, l.amount])).toEqual(r.lines.map((l) => [l.code, l.amount]));
    }
    expect(run.earnings).toBe(centsToMoney(totals.earnings));
    expect(run.deductions).toBe(centsToMoney(totals.deductions));
    expect(run.employer).toBe(centsToMoney(totals.employer));
    expect(run.net).toBe(centsToMoney(totals.net));
  });

  it('re-running the draft replaces its slips', async () => {
    const before = await rows<{ id: number }>(sql`select id from payroll_slips where run_id = ${runId}`);
    const res = await create();
    expect((res.body as Run).id).toBe(runId);
    await computeRun(ctx.database.db, runId);
    const after = await rows<{ id: number }>(sql`select id from payroll_slips where run_id = ${runId}`);
    expect(after).toHaveLength(3);
    expect(after.map((r) => r.id).some((id) => before.some((b) => b.id === id))).toBe(false);
  });

  it('lists the run, searches and sorts its slips', async () => {
    const list = await hr.post(`${base}/run/list`, { filters: { companyId } });
    expect((list.body as { total: number }).total).toBe(1);
    const byNet = await hr.post(`${base}/slip/list`, { sortBy: 'net', sortDesc: true, filters: { runId } });
    const nets = (byNet.body as { data: { net: string }[] }).data.map((s) => Number(s.net));
    expect(nets).toEqual([...nets].sort((a, b) => b - a));
    const payments = await hr.post(`${base}/payment/list`, { filters: { companyId } });
    expect((payments.body as { total: number }).total).toBe(0);
  });

  it('approve closes the month, then paid; every other change is refused', async () => {
    expect((await hr.post(`${base}/run/pay`, { id: runId, paymentReference: 'OP-1' })).status).toBe(409);
    const approved = await hr.post(`${base}/run/approve`, { id: runId });
    expect(approved.status).toBe(200);
    expect((approved.body as Run).state).toBe('approved');
    await expect(
      assertMonthsOpen(ctx.database.db, [workers[0]?.id as number], ['2026-02-10']),
    ).rejects.toMatchObject({
      code: 'ATTENDANCE_MONTH_CLOSED',
    });
    expect((await hr.post(`${base}/run/approve`, { id: runId })).status).toBe(409);
    expect((await create()).status).toBe(409);
    const paid = await hr.post(`${base}/run/pay`, { id: runId, paymentReference: 'OP-2026-02' });
    expect((paid.body as Run).state).toBe('paid');
    expect((await hr.post(`${base}/payment/list`, { filters: { companyId } })).body).toMatchObject({
      total: 1,
    });
    for (const path of ['approve', 'cancel'])
      expect((await hr.post(`${base}/run/${path}`, { id: runId })).status).toBe(409);
    expect((await hr.post(`${base}/run/pay`, { id: runId, paymentReference: 'again' })).status).toBe(409);
  });
});

describe('discounts and cancel', () => {
  it('approve settles a due quota; canceling the approved run puts it back and reopens the month', async () => {
    const w = workers[0] as Worker;
    const [discount] = await rows<{ id: number }>(sql`
      insert into payroll_discounts (employee_id, type, amount, quotas, start_period, status)
      values (${w.id}, 'loan', '300.00', 1, '2026-04-01', 'approved') returning id`);
    if (!discount) throw new Error('discount not inserted');
    const [quota] = await rows<{ id: number }>(sql`
      insert into payroll_discount_quotas (discount_id, number, period, amount) values (${discount.id}, 1, '2026-04-01', '300.00') returning id`);
    const res = await create({ month: 4 });
    const id = (res.body as Run).id;
    await computeRun(ctx.database.db, id);
    expect((await hr.post(`${base}/run/approve`, { id })).status).toBe(200);
    const [taken] = await rows<{ status: string; run_id: number }>(
      sql`select status, run_id from payroll_discount_quotas where id = ${quota?.id}`,
    );
    expect(taken).toEqual({ status: 'taken', run_id: id });
    expect((await hr.post(`${base}/run/cancel`, { id })).status).toBe(200);
    const [back] = await rows<{ status: string }>(
      sql`select status from payroll_discount_quotas where id = ${quota?.id}`,
    );
    expect(back?.status).toBe('due');
    await expect(
      assertMonthsOpen(ctx.database.db, [workers[0]?.id as number], ['2026-04-10']),
    ).resolves.toBeUndefined();
  });

  it('a draft can be canceled, and a canceled run changes no more', async () => {
    const res = await create({ month: 5 });
    const id = (res.body as Run).id;
    expect((await hr.post(`${base}/run/cancel`, { id })).status).toBe(200);
    for (const path of ['approve', 'cancel'])
      expect((await hr.post(`${base}/run/${path}`, { id })).status).toBe(409);
    expect((await hr.post(`${base}/run/pay`, { id, paymentReference: 'x' })).status).toBe(409);
  });

  it('a draft still computing cannot be approved', async () => {
    const res = await create({ month: 6 });
    expect((await hr.post(`${base}/run/approve`, { id: (res.body as Run).id })).status).toBe(409);
  });
});

describe('warnings and other kinds', () => {
  it('pending justifications stop the run until the user overrides them', async () => {
    const w = workers[1] as Worker;
    await ctx.database.db.execute(sql`
      insert into justifications (employee_id, work_date, type, motive, status)
      values (${w.id}, '2026-08-05', 'absence', 'Cita médica', 'pending')`);
    const refused = await create({ month: 8 });
    expect(refused.status).toBe(409);
    expect((refused.body as { code: string }).code).toBe('PAYROLL_PENDING_JUSTIFICATIONS');
    const res = await create({ month: 8, overrideWarnings: true });
    expect(res.status).toBe(200);
    await computeRun(ctx.database.db, (res.body as Run).id);
    const run = await get((res.body as Run).id);
    expect(run.warnings.map((x) => x.warning)).toContain('pending_justifications:1');
  });

  it('a gratificación runs in July only, and pays every worker', async () => {
    expect((await create({ kind: 'gratificacion', month: 3 })).status).toBe(400);
    const res = await create({ kind: 'gratificacion', month: 7 });
    await computeRun(ctx.database.db, (res.body as Run).id);
    const run = await get((res.body as Run).id);
    expect(run.employeeCount).toBe(3);
    expect(moneyToCents(run.net)).toBeGreaterThan(0n);
    expect(run.deductions).toBe('0.00');
  });

  it('a CTS deposit in May', async () => {
    const res = await create({ kind: 'cts', month: 5 });
    await computeRun(ctx.database.db, (res.body as Run).id);
    const run = await get((res.body as Run).id);
    expect(run.employeeCount).toBe(3);
    expect(moneyToCents(run.net)).toBeGreaterThan(0n);
  });
});

describe('who reaches payroll', () => {
  it('treasury, operations and drivers get 403 on every payroll route', async () => {
    for (const who of [DEMO.treasury, DEMO.operations, DEMO.driver]) {
      const api = client(ctx, (await login(ctx, who)).accessToken);
      for (const path of ['run/list', 'payment/list', 'run/get', 'run/create', 'slip/list'])
        expect((await api.post(`${base}/${path}`, {})).status).toBe(403);
    }
  });

  it('a section 14 holder reaches it', async () => {
    const user = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL] });
    const api = client(ctx, await sessionToken(ctx, user));
    expect((await api.post(`${base}/run/list`, {})).status).toBe(200);
    expect((await api.post(`${base}/run/get`, { id: 999999 })).status).toBe(404);
  });
});
