import { addMonths, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dueItemsOf, settleRunItems } from '../src/modules/payroll-items/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
const base = '/api/rrhh/payroll/advance';
const bonus = '/api/rrhh/payroll/bonus';

/** The answers these tests read, loosely typed: each test checks the fields it needs. */
type Body = {
  id: number;
  status: string;
  total: number;
  data: { id: number; status: string; origin: string; amount: string }[];
  errors: Record<string, string[]>;
  escalatedTo: string[];
  [key: string]: unknown;
};
const typed = (api: ReturnType<typeof client>) => ({
  post: async (url: string, body: unknown = {}) => {
    const res = await api.post(url, body);
    return { ...res, body: res.body as Body };
  },
});
type Api = ReturnType<typeof typed>;
const now = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date()).slice(0, 7);
const next = addMonths(now, 1);

let hr: Api;
/** Decides what HR asks for: the HR chief never decides her own requests (the CEO does). */
let checker: Api;
let worker = 0;
let salary = '0.00';
let workerUser = 0;

const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];
const request = (over: Record<string, unknown> = {}) =>
  hr.post(`${base}/create`, {
    employeeId: worker,
    amount: '100.00',
    period: next,
    reason: 'Gastos médicos',
    ...over,
  });

beforeAll(async () => {
  hr = typed(client(ctx, (await login(ctx, DEMO.hrChief)).accessToken));
  const ceo = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL], isCeo: true });
  checker = typed(client(ctx, await sessionToken(ctx, ceo)));
  const [row] = await rows<{ id: number; salary: string; company: number }>(
    sql`select ej.employee_id as id, ej.salary::text as salary, ej.company_id as company from employee_jobs ej
        join employees e on e.id = ej.employee_id
        where e.is_active and ej.company_id is not null
          and not exists (select 1 from users u where u.employee_id = ej.employee_id)
        order by ej.employee_id desc limit 1`,
  );
  worker = row?.id ?? 0;
  salary = row?.salary ?? '0';
  // A known limit: 30% of the salary for the worker's company.
  await ctx.database.pool.query(
    `insert into payroll_settings (company_id, advance_limit_rate) values ($1, '0.3000')
     on conflict (company_id) do update set advance_limit_rate = '0.3000'`,
    [row?.company],
  );
  workerUser = (await createTestUser(ctx, { sections: [], employeeId: worker })).id;
});

describe('salary advances', () => {
  it('follows requested → approved → paid → deducted, with the audit and a notice', async () => {
    const { body, status } = await request();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'requested', period: next, amount: '100.00' });
    // The screens show who decides: HR asked, so it went up (to the CEO), and HR gets no buttons.
    expect(body).toMatchObject({ canDecide: false });
    expect(body.escalatedTo.length).toBeGreaterThan(0);
    expect((await checker.post(`${base}/get`, { id: body.id })).body).toMatchObject({ canDecide: true });
    expect((await hr.post(`${base}/pay`, { id: body.id, paymentReference: 'TRF-1' })).status).toBe(409);
    expect((await checker.post(`${base}/approve`, { id: body.id })).body.status).toBe('approved');
    expect((await checker.post(`${base}/approve`, { id: body.id })).status).toBe(409);
    expect((await hr.post(`${base}/pay`, { id: body.id })).body.errors).toHaveProperty('paymentReference');
    const paid = await hr.post(`${base}/pay`, { id: body.id, paymentReference: 'TRF-000991' });
    expect(paid.body).toMatchObject({ status: 'paid', paymentReference: 'TRF-000991' });
    expect((await checker.post(`${base}/reject`, { id: body.id, reason: 'No' })).status).toBe(409);
    const notes = await rows(
      sql`select 1 from notifications where user_id = ${workerUser} and type = 'payroll_advance.approved'`,
    );
    expect(notes).toHaveLength(1);
    const audits = await rows(
      sql`select action from audit_log where entity = 'payroll_advance' and entity_id = ${String(body.id)}`,
    );
    expect(audits).toHaveLength(3);

    const due = (await dueItemsOf(ctx.database.db, { period: `${next}-01`, employeeIds: [worker] })).get(
      worker,
    );
    expect(due?.advances.map((a) => a.advanceId)).toContain(body.id);
    await ctx.database.db.transaction((tx) =>
      settleRunItems(tx, {
        runId: 77,
        period: `${next}-01`,
        taken: [],
        advances: [{ advanceId: body.id, amount: '100.00' }],
      }),
    );
    const [after] = await rows<{ status: string; deducted_run_id: number }>(
      sql`select status, deducted_run_id from payroll_advances where id = ${body.id}`,
    );
    expect(after).toEqual({ status: 'deducted', deducted_run_id: 77 });
  });

  it('rejects with a reason; a rejected one cannot move on', async () => {
    const { body } = await request({ amount: '10.00' });
    expect((await checker.post(`${base}/reject`, { id: body.id })).body.errors).toHaveProperty('reason');
    expect(
      (await checker.post(`${base}/reject`, { id: body.id, reason: 'Ya tiene un préstamo' })).body.status,
    ).toBe('rejected');
    expect((await checker.post(`${base}/approve`, { id: body.id })).status).toBe(409);
  });

  it('keeps the month within the limit, naming amount and the limit', async () => {
    const period = addMonths(now, 2);
    const limitCents = (BigInt(salary.replace('.', '')) * 3000n) / 10_000n;
    const limit = `${limitCents / 100n}.${String(limitCents % 100n).padStart(2, '0')}`;
    const over = await request({ period, amount: (Number(limit) + 0.01).toFixed(2) });
    expect(over.status).toBe(400);
    expect(over.body.errors.amount?.[0]).toContain(limit);
    expect((await request({ period, amount: limit })).status).toBe(200);
    const more = await request({ period, amount: '0.01' });
    expect(more.status).toBe(400);
    expect(more.body.errors).toHaveProperty('amount');
  });

  it('names bad fields and refuses past months', async () => {
    expect((await request({ amount: '-5' })).body.errors).toHaveProperty('amount');
    expect((await request({ period: addMonths(now, -1) })).body.errors).toHaveProperty('period');
    expect((await request({ employeeId: 2_000_000 })).status).toBe(404);
  });

  it('lists and filters by status and period', async () => {
    const res = await hr.post(`${base}/list`, { filters: { status: 'rejected', employeeId: worker } });
    expect(res.body.total).toBeGreaterThanOrEqual(1);
    expect(res.body.data.every((a) => a.status === 'rejected')).toBe(true);
    expect((await hr.post(`${base}/export`, {})).status).toBe(200);
  });

  it('hides other areas from a chief and refuses users without section 14', async () => {
    const [other] = await rows<{ id: number }>(
      sql`select employee_id as id from employee_jobs where area_id = 3 order by employee_id limit 1`,
    );
    const chief = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL], employeeId: other?.id });
    await ctx.database.pool.query('update users set role_id = 2 where id = $1', [chief.id]);
    const api = typed(client(ctx, await sessionToken(ctx, chief)));
    const { body } = await request({ amount: '5.00' });
    expect((await api.post(`${base}/get`, { id: body.id })).status).toBe(404);
    expect((await api.post(`${base}/approve`, { id: body.id })).status).toBe(404);
    const none = client(
      ctx,
      await sessionToken(ctx, await createTestUser(ctx, { sections: [SECTION_IDS.EMPLOYEES] })),
    );
    expect((await none.post(`${base}/list`, {})).status).toBe(403);
  });
});

describe('the quincena', () => {
  const company = 2;
  const generate = (over: Record<string, unknown> = {}) =>
    hr.post(`${base}/generate-quincena`, { companyId: company, period: next, ...over });

  it('is refused while the company pays none', async () => {
    await ctx.database.pool.query(
      `insert into payroll_settings (company_id, quincena_rate) values ($1, '0')
       on conflict (company_id) do update set quincena_rate = '0'`,
      [company],
    );
    const res = await generate();
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('QUINCENA_DISABLED');
  });

  it("advances the company's share to every active worker once, for treasury to pay", async () => {
    await ctx.database.pool.query(
      `update payroll_settings set quincena_rate = '0.4000' where company_id = $1`,
      [company],
    );
    const staff = await rows<{ id: number; salary: string }>(
      sql`select ej.employee_id as id, ej.salary::text as salary from employee_jobs ej
          join employees e on e.id = ej.employee_id
          where e.is_active and ej.company_id = ${company} and ej.start_date < ${`${next}-01`}::date`,
    );
    expect(staff.length).toBeGreaterThan(0);
    const first = await generate();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ created: staff.length, alreadyGenerated: 0 });

    const stored = await rows<{ employee_id: number; amount: string; status: string; id: number }>(
      sql`select id, employee_id, amount::text as amount, status from payroll_advances
          where kind = 'quincena' and period = ${`${next}-01`}::date order by employee_id`,
    );
    expect(stored).toHaveLength(staff.length);
    for (const person of staff) {
      const cents = (BigInt(person.salary.replace('.', '')) * 4000n + 5000n) / 10_000n;
      const expected = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
      expect(stored.find((r) => r.employee_id === person.id)).toMatchObject({
        amount: expected,
        status: 'approved',
      });
    }
    const movements = await rows(
      sql`select 1 from treasury_transactions where source_kind = 'payroll_advance'
          and source_id in (select id from payroll_advances where kind = 'quincena') and state = 'pending'`,
    );
    expect(movements).toHaveLength(staff.length);
    // Once paid (here by hand; normally when treasury processes it), the month's payroll deducts it.
    const mine = stored.find((r) => r.employee_id === staff[0]?.id);
    await hr.post(`${base}/pay`, { id: mine?.id, paymentReference: 'TRF-Q-1' });
    const due = (
      await dueItemsOf(ctx.database.db, { period: `${next}-01`, employeeIds: [mine?.employee_id ?? 0] })
    ).get(mine?.employee_id ?? 0);
    expect(due?.advances.map((a) => a.advanceId)).toContain(mine?.id);
    const audit = await rows(sql`select 1 from audit_log where action = 'generate_quincena'`);
    expect(audit).toHaveLength(1);

    const again = await generate();
    expect(again.body).toMatchObject({ created: 0, alreadyGenerated: staff.length });
    const listed = await hr.post(`${base}/list`, { filters: { kind: 'quincena', period: next }, perPage: 5 });
    expect(listed.body.total).toBe(staff.length);
  });

  it('names a past month and keeps area chiefs out', async () => {
    expect((await generate({ period: addMonths(now, -1) })).body.errors).toHaveProperty('period');
    expect((await generate({ companyId: 'x' })).body.errors).toHaveProperty('companyId');
    const [other] = await rows<{ id: number }>(
      sql`select employee_id as id from employee_jobs where area_id = 3 order by employee_id limit 1`,
    );
    const chief = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL], employeeId: other?.id });
    await ctx.database.pool.query('update users set role_id = 2 where id = $1', [chief.id]);
    const api = typed(client(ctx, await sessionToken(ctx, chief)));
    expect((await api.post(`${base}/generate-quincena`, { companyId: company, period: next })).status).toBe(
      403,
    );
  });
});

describe('bonus grants', () => {
  it('creates, lists in force, edits and deletes', async () => {
    const types = (await hr.post('/api/setting/payroll/bonus/get-bonus-for-select')).body.data as {
      id: number;
    }[];
    expect(types.length).toBeGreaterThan(0);
    const created = await hr.post(`${bonus}/create`, {
      employeeId: worker,
      bonusTypeId: types[0]?.id,
      amount: '150',
      fromPeriod: next,
      toPeriod: addMonths(next, 1),
    });
    expect(created.body).toMatchObject({ amount: '150.00', fromPeriod: next, toPeriod: addMonths(next, 1) });
    const twin = await hr.post(`${bonus}/create`, {
      employeeId: worker,
      bonusTypeId: types[0]?.id,
      amount: '1',
      fromPeriod: next,
    });
    expect(twin.body.errors).toHaveProperty('fromPeriod');
    const backwards = await hr.post(`${bonus}/create`, {
      employeeId: worker,
      bonusTypeId: types[0]?.id,
      amount: '1',
      fromPeriod: next,
      toPeriod: now,
    });
    expect(backwards.body.errors).toHaveProperty('toPeriod');
    const due = (await dueItemsOf(ctx.database.db, { period: `${next}-01`, employeeIds: [worker] })).get(
      worker,
    );
    expect(due?.bonuses.some((b) => b.grantId === created.body.id && b.amount === '150.00')).toBe(true);
    const later = (
      await dueItemsOf(ctx.database.db, { period: `${addMonths(next, 2)}-01`, employeeIds: [worker] })
    ).get(worker);
    expect(later?.bonuses.some((b) => b.grantId === created.body.id) ?? false).toBe(false);
    const list = await hr.post(`${bonus}/list`, { filters: { employeeId: worker, period: next } });
    expect(list.body.total).toBeGreaterThanOrEqual(1);
    const edited = await hr.post(`${bonus}/update`, {
      id: created.body.id,
      employeeId: worker,
      bonusTypeId: types[0]?.id,
      amount: '175.5',
      fromPeriod: next,
    });
    expect(edited.body).toMatchObject({ amount: '175.50', toPeriod: null });
    expect((await hr.post(`${bonus}/delete`, { id: created.body.id })).body).toEqual({ ok: true });
    expect((await hr.post(`${bonus}/get`, { id: created.body.id })).status).toBe(404);
  });
});
