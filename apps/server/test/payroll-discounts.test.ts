import { addMonths, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dueItemsOf, settleRunItems } from '../src/modules/payroll-items/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
const base = '/api/rrhh/payroll/discount';
const workshopBase = '/api/workshop/discount';

/** The answers these tests read, loosely typed: each test checks the fields it needs. */
type Body = {
  id: number;
  status: string;
  total: number;
  data: { id: number; status: string; origin: string; amount: string }[];
  errors: Record<string, string[]>;
  [key: string]: unknown;
};
const typed = (api: ReturnType<typeof client>) => ({
  post: async (url: string, body: unknown = {}) => {
    const res = await api.post(url, body);
    return { ...res, body: res.body as Body };
  },
});
type Api = ReturnType<typeof typed>;
type Discount = { id: number; status: string; origin: string; takenAmount: string; startPeriod: string };
type Quota = {
  id: number;
  number: number;
  period: string;
  amount: string;
  status: string;
  takenAmount: string | null;
};

const now = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date()).slice(0, 7);
const next = addMonths(now, 1);

let hr: Api;
/** Decides what HR asks for: the HR chief never decides her own requests (the CEO does). */
let checker: Api;
let workshop: Api;
let workers: number[] = [];
let workerUser: number;

const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

const create = (api: Api, over: Record<string, unknown> = {}, url = base) =>
  api.post(`${url}/create`, {
    employeeId: workers[0],
    type: 'loan',
    amount: '100.00',
    quotas: 3,
    startPeriod: next,
    observations: 'Préstamo personal',
    ...over,
  });

const quotasOf = async (id: number) =>
  (await hr.post(`${base}/quotas`, { id })).body.data as unknown as Quota[];

beforeAll(async () => {
  hr = typed(client(ctx, (await login(ctx, DEMO.hrChief)).accessToken));
  const ceo = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL], isCeo: true });
  checker = typed(client(ctx, await sessionToken(ctx, ceo)));
  const w = await createTestUser(ctx, { sections: [SECTION_IDS.WORKSHOP_DISCOUNTS] });
  workshop = typed(client(ctx, await sessionToken(ctx, w)));
  workers = (
    await rows<{ id: number }>(
      sql`select ej.employee_id as id from employee_jobs ej join employees e on e.id = ej.employee_id
          where e.is_active and ej.contract_end_date is null and ej.company_id is not null
            and not exists (select 1 from users u where u.employee_id = ej.employee_id)
          order by ej.employee_id desc limit 4`,
    )
  ).map((r) => r.id);
  expect(workers.length).toBe(4);
  workerUser = (await createTestUser(ctx, { sections: [], employeeId: workers[0] })).id;
});

describe('registering a discount', () => {
  it('creates a pending discount and audits it', async () => {
    const res = await create(hr);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'pending',
      origin: 'payroll',
      amount: '100.00',
      startPeriod: next,
      // HR asked, so it went up a level: HR gets no buttons, the list names who decides.
      canDecide: false,
    });
    expect((res.body.escalatedTo as string[]).length).toBeGreaterThan(0);
    expect((await checker.post(`${base}/get`, { id: res.body.id })).body).toMatchObject({ canDecide: true });
    const audit = await rows(
      sql`select 1 from audit_log where entity = 'payroll_discount' and entity_id = ${String(res.body.id)} and action = 'create'`,
    );
    expect(audit).toHaveLength(1);
  });

  it('names the field of bad input and writes nothing', async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from payroll_discounts`);
    expect((await create(hr, { amount: '0' })).body.errors).toHaveProperty('amount');
    expect((await create(hr, { quotas: 61 })).body.errors).toHaveProperty('quotas');
    expect((await create(hr, { quotas: 0 })).body.errors).toHaveProperty('quotas');
    expect((await create(hr, { startPeriod: '2026-13' })).body.errors).toHaveProperty('startPeriod');
    const past = await create(hr, { startPeriod: addMonths(now, -1) });
    expect(past.status).toBe(400);
    expect(past.body.errors).toHaveProperty('startPeriod');
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from payroll_discounts`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('refuses more quotas than months left in the contract', async () => {
    const end = `${addMonths(next, 1)}-20`;
    await ctx.database.pool.query('update employee_jobs set contract_end_date = $1 where employee_id = $2', [
      end,
      workers[3],
    ]);
    const res = await create(hr, { employeeId: workers[3], quotas: 3 });
    expect(res.status).toBe(400);
    expect(res.body.errors.quotas?.[0]).toContain('2');
    expect((await create(hr, { employeeId: workers[3], quotas: 2 })).status).toBe(200);
    await ctx.database.pool.query(
      'update employee_jobs set contract_end_date = null where employee_id = $1',
      [workers[3]],
    );
  });

  it('edits while pending only', async () => {
    const { body } = await create(hr);
    const edited = await hr.post(`${base}/update`, {
      id: body.id,
      employeeId: workers[0],
      type: 'other',
      amount: '90',
      quotas: 2,
      startPeriod: next,
    });
    expect(edited.body).toMatchObject({ type: 'other', amount: '90.00', quotas: 2 });
    await checker.post(`${base}/approve`, { id: body.id });
    const late = await hr.post(`${base}/update`, {
      id: body.id,
      employeeId: workers[0],
      type: 'other',
      amount: '80',
      quotas: 2,
      startPeriod: next,
    });
    expect(late.status).toBe(409);
  });
});

describe('approving and anulling', () => {
  it('schedules the quotas exactly and tells the worker', async () => {
    const { body } = await create(hr, { amount: '100.00', quotas: 3 });
    const res = await checker.post(`${base}/approve`, { id: body.id });
    expect(res.body.status).toBe('approved');
    const quotas = await quotasOf(body.id);
    expect(quotas.map((q) => [q.number, q.period, q.amount, q.status])).toEqual([
      [1, next, '33.33', 'due'],
      [2, addMonths(next, 1), '33.33', 'due'],
      [3, addMonths(next, 2), '33.34', 'due'],
    ]);
    const notes = await rows(
      sql`select 1 from notifications where user_id = ${workerUser} and type = 'payroll_discount.approved'`,
    );
    expect(notes.length).toBeGreaterThanOrEqual(1);
    expect((await checker.post(`${base}/approve`, { id: body.id })).status).toBe(409);
  });

  it('of two simultaneous approvals exactly one wins', async () => {
    const { body } = await create(hr);
    const results = await Promise.all([
      checker.post(`${base}/approve`, { id: body.id }),
      checker.post(`${base}/approve`, { id: body.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await quotasOf(body.id)).toHaveLength(3);
  });

  it('anulls a pending or approved one with a reason, and its due quotas', async () => {
    const pending = (await create(hr)).body;
    expect((await checker.post(`${base}/anull`, { id: pending.id })).body.errors).toHaveProperty('reason');
    expect((await checker.post(`${base}/anull`, { id: pending.id, reason: 'Duplicado' })).body.status).toBe(
      'anulled',
    );
    expect((await checker.post(`${base}/anull`, { id: pending.id, reason: 'Otra vez' })).status).toBe(409);
    expect((await checker.post(`${base}/approve`, { id: pending.id })).status).toBe(409);
    const approved = (await create(hr)).body;
    await checker.post(`${base}/approve`, { id: approved.id });
    expect(
      (await checker.post(`${base}/anull`, { id: approved.id, reason: 'Se pagó en efectivo' })).body.status,
    ).toBe('anulled');
    expect((await quotasOf(approved.id)).every((q) => q.status === 'anulled')).toBe(true);
  });

  it('marks not discounted only when the worker has left', async () => {
    const { body } = await create(hr, { employeeId: workers[2] });
    await checker.post(`${base}/approve`, { id: body.id });
    expect((await checker.post(`${base}/not-discounted`, { id: body.id, reason: 'Cesó' })).status).toBe(409);
    await ctx.database.pool.query('update employees set is_active = false where id = $1', [workers[2]]);
    const res = await checker.post(`${base}/not-discounted`, {
      id: body.id,
      reason: 'Cesó sin liquidación suficiente',
    });
    await ctx.database.pool.query('update employees set is_active = true where id = $1', [workers[2]]);
    expect(res.body.status).toBe('not_discounted');
    expect((await quotasOf(body.id)).every((q) => q.status === 'anulled')).toBe(true);
  });
});

describe('lists', () => {
  it('pages and filters per status tab, and exports', async () => {
    const res = await hr.post(`${base}/list`, { perPage: 2, filters: { status: 'anulled' } });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(2);
    expect(res.body.data.every((d) => d.status === 'anulled')).toBe(true);
    expect(res.body.total).toBeGreaterThanOrEqual(2);
    const byEmployee = await hr.post(`${base}/list`, { filters: { employeeId: workers[0], period: next } });
    expect(byEmployee.body.total).toBeGreaterThanOrEqual(1);
    const xlsx = await hr.post(`${base}/export`, { filters: { status: 'pending' } });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheet');
  });
});

describe('the workshop', () => {
  it('registers damage and shortages and sees only its own', async () => {
    const res = await create(workshop, { type: 'damage', observations: 'Faro roto' }, workshopBase);
    expect(res.status).toBe(200);
    expect(res.body.origin).toBe('workshop');
    expect((await create(workshop, { type: 'loan' }, workshopBase)).body.errors).toHaveProperty('type');
    const list = await workshop.post(`${workshopBase}/list`, {});
    expect(list.body.data.every((d) => d.origin === 'workshop')).toBe(true);
    const payrollOne = (await create(hr)).body;
    expect((await workshop.post(`${workshopBase}/get`, { id: payrollOne.id })).status).toBe(404);
    // HR approves it in the payroll tab; the workshop cannot.
    expect((await workshop.post(`${base}/approve`, { id: res.body.id })).status).toBe(403);
    expect((await checker.post(`${base}/approve`, { id: res.body.id })).body.status).toBe('approved');
  });
  it('corrects its own discount while pending, and is refused with 409 once HR decided', async () => {
    const { body } = await create(workshop, { type: 'damage', observations: 'Faro roto' }, workshopBase);
    const fix = {
      id: body.id,
      employeeId: workers[0],
      type: 'shortage',
      amount: '120',
      quotas: 2,
      startPeriod: next,
    };
    const edited = await workshop.post(`${workshopBase}/update`, fix);
    expect(edited.body).toMatchObject({ type: 'shortage', amount: '120.00', quotas: 2, status: 'pending' });
    const audit = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity = 'payroll_discount' and entity_id = ${String(body.id)} and action = 'update'`,
    );
    expect(audit[0]?.n).toBe(1);
    await checker.post(`${base}/approve`, { id: body.id });
    const late = await workshop.post(`${workshopBase}/update`, { ...fix, amount: '80' });
    expect(late.status).toBe(409);
    expect((await workshop.post(`${workshopBase}/get`, { id: body.id })).body).toMatchObject({
      amount: '120.00',
      status: 'approved',
    });
  });
});

describe('who reaches payroll routes', () => {
  it('answers 403 to treasury, operations and drivers', async () => {
    for (const who of [DEMO.treasury, DEMO.operations, DEMO.driver]) {
      const api = typed(client(ctx, (await login(ctx, who)).accessToken));
      expect((await api.post(`${base}/list`, {})).status).toBe(403);
      expect((await api.post(`${base}/create`, {})).status).toBe(403);
      expect((await api.post('/api/rrhh/payroll/advance/list', {})).status).toBe(403);
      expect((await api.post('/api/rrhh/payroll/bonus/list', {})).status).toBe(403);
    }
  });
});

describe('what the payroll run takes', () => {
  it('takes due quotas, carries what did not fit, and closes the discount when all is taken', async () => {
    const emp = workers[1] as number;
    const { body } = await create(hr, { employeeId: emp, amount: '200.00', quotas: 2 });
    await checker.post(`${base}/approve`, { id: body.id });
    const first = (await dueItemsOf(ctx.database.db, { period: `${next}-01`, employeeIds: [emp] })).get(emp);
    const quota = first?.quotas.find((q) => q.discountId === body.id);
    expect(quota).toMatchObject({ amount: '100.00', reference: `quota:${quota?.quotaId}` });
    // Only 60.00 fit the net: 40.00 moves to the next month beside quota 2.
    await ctx.database.db.transaction((tx) =>
      settleRunItems(tx, {
        runId: 901,
        period: `${next}-01`,
        taken: [{ quotaId: quota?.quotaId ?? 0, amount: '60.00' }],
        advances: [],
      }),
    );
    let quotas = await quotasOf(body.id);
    expect(quotas.map((q) => [q.number, q.period, q.amount, q.status, q.takenAmount])).toEqual([
      [1, next, '100.00', 'carried', '60.00'],
      [1, addMonths(next, 1), '40.00', 'due', null],
      [2, addMonths(next, 1), '100.00', 'due', null],
    ]);
    const second = (
      await dueItemsOf(ctx.database.db, { period: `${addMonths(next, 1)}-01`, employeeIds: [emp] })
    ).get(emp);
    const due = second?.quotas.filter((q) => q.discountId === body.id) ?? [];
    expect(due.map((q) => q.amount)).toEqual(['40.00', '100.00']);
    await ctx.database.db.transaction((tx) =>
      settleRunItems(tx, {
        runId: 902,
        period: `${addMonths(next, 1)}-01`,
        taken: due.map((q) => ({ quotaId: q.quotaId, amount: q.amount })),
        advances: [],
      }),
    );
    quotas = await quotasOf(body.id);
    expect(quotas.filter((q) => q.status === 'due')).toHaveLength(0);
    const after = (await hr.post(`${base}/get`, { id: body.id })).body as unknown as Discount;
    expect(after).toMatchObject({ status: 'discounted', takenAmount: '200.00' });
  });

  it('pays the bonuses in force and skips anulled discounts', async () => {
    const emp = workers[1] as number;
    const { body } = await create(hr, {
      employeeId: emp,
      amount: '50.00',
      quotas: 1,
      startPeriod: addMonths(next, 3),
    });
    await checker.post(`${base}/approve`, { id: body.id });
    await checker.post(`${base}/anull`, { id: body.id, reason: 'Error' });
    const items = (
      await dueItemsOf(ctx.database.db, { period: `${addMonths(next, 3)}-01`, employeeIds: [emp] })
    ).get(emp);
    expect(items?.quotas.some((q) => q.discountId === body.id) ?? false).toBe(false);
  });
});
