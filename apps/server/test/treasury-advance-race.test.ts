import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { treasuryPayableArrived } from '../src/modules/treasury/index.ts';
import { client } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';
import { type TreasuryFixture, treasuryFixture } from './setup/treasury-fixtures.ts';

/*
 * Issue 24, point 10: an advance paid by hand (payroll) while treasury processes its movement. The
 * pay locked the advance then the movement, processing the movement then the advance: a deadlock,
 * answered 500. Each race is lined up, not timed: a third connection holds the advance's row, both
 * requests queue behind it in a chosen order (seen in pg_stat_activity), then it lets go.
 */

const ctx = useTestApp();
type Res = { status: number; body: { id: number; code?: string; state?: string; makerIds?: number[] } };
type Api = { post: (url: string, body?: unknown) => Promise<Res> };
const typed = (api: ReturnType<typeof client>): Api => ({
  post: async (url, body = {}) => (await api.post(url, body)) as unknown as Res,
});

let payroll: Api;
let cashier: Api;
let payrollUserId = 0;
let fx: TreasuryFixture;
let bankAccountId = 0;
let typeId = 0;
let worker = 0;
let blocker: pg.Client;

const asUser = async (sections: number[], isCeo = false) => {
  const user = await createTestUser(ctx, { sections, isCeo });
  return { id: user.id, api: typed(client(ctx, await sessionToken(ctx, user))) };
};

beforeAll(async () => {
  const hr = await asUser([14]);
  payroll = hr.api;
  payrollUserId = hr.id;
  cashier = (await asUser([38, 39])).api;
  fx = await treasuryFixture(ctx);
  typeId = await fx.sourceType('payroll_advance', 'expense');
  const account = await cashier.post('/api/treasury/bank-account/create', {
    companyId: 1,
    bank: '002',
    kind: 'checking',
    currency: 'PEN',
    number: '193-2027555001',
    openingBalance: '50000.00',
    openingDate: '2026-01-01',
  });
  expect(account.status).toBe(200);
  bankAccountId = account.body.id;
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    `select e.id from employees e join employee_jobs j on j.employee_id = e.id
     where e.is_active and j.company_id = 1 order by e.id desc limit 1`,
  );
  worker = rows[0]?.id ?? 0;
  const options = ctx.database.pool.options as { connectionString?: string };
  blocker = new pg.Client({ connectionString: options.connectionString });
  await blocker.connect();
});

afterAll(async () => {
  await blocker?.end();
});

/** An advance as HR's approval leaves it, and its treasury movement approved from the test account. */
const approvedAdvance = async () => {
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    `insert into payroll_advances (employee_id, amount, period, reason, status, approved_by, approved_at, created_by)
     values ($1, '150.00', '2026-11-01', 'Carrera', 'approved', $2, now(), $2) returning id`,
    [worker, payrollUserId],
  );
  const advanceId = rows[0]?.id ?? 0;
  const movementId = await treasuryPayableArrived(ctx.database.db, {
    source: { kind: 'payroll_advance', id: advanceId },
    companyId: null,
    direction: 'expense',
    date: '2026-11-02',
    concept: 'Adelanto de sueldo 2026-11',
    payees: [{ employeeId: worker, amount: '150.00' }],
    requestedBy: payrollUserId,
  });
  const approved = await cashier.post('/api/treasury/transaction/approve', {
    id: movementId,
    bankAccountId,
    transactionTypeId: typeId,
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return { advanceId, movementId: movementId ?? 0 };
};

/** Waits until `n` backends of this database wait for a lock (bounded: a request that never blocks fails). */
const waitingForLocks = async (n: number) => {
  for (let i = 0; i < 2000; i++) {
    // The blocker is inside its transaction, which would otherwise see one snapshot of the statistics.
    await blocker.query('select pg_stat_clear_snapshot()');
    const { rows } = await blocker.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.n ?? 0) >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`never saw ${n} requests waiting for a lock`);
};

const race = async (first: 'pay' | 'process') => {
  const { advanceId, movementId } = await approvedAdvance();
  const pay = () =>
    payroll.post('/api/rrhh/payroll/advance/pay', { id: advanceId, paymentReference: 'CAJA-0001' });
  const processIt = () =>
    cashier.post('/api/treasury/transaction/process', { id: movementId, operationNumber: 'OP-RACE' });
  await blocker.query('begin');
  await blocker.query('select id from payroll_advances where id = $1 for update', [advanceId]);
  const a = (first === 'pay' ? pay : processIt)();
  await waitingForLocks(1);
  const b = (first === 'pay' ? processIt : pay)();
  await waitingForLocks(2);
  await blocker.query('commit');
  const [ra, rb] = await Promise.all([a, b]);
  const byOp = first === 'pay' ? { pay: ra, process: rb } : { pay: rb, process: ra };
  const { rows } = await ctx.database.pool.query<{ status: string; state: string; entries: number }>(
    `select a.status, t.state,
       (select count(*)::int from journal_entries e
        where (e.source_kind = 'treasury_transaction' and e.source_id = t.id)
           or (e.source_kind = 'payroll_advance_payment' and e.source_id = a.id)) as entries
     from payroll_advances a, treasury_transactions t where a.id = $1 and t.id = $2`,
    [advanceId, movementId],
  );
  return { pay: byOp.pay.status, process: byOp.process.status, ...rows[0] };
};

describe('an advance paid by hand while treasury processes it', () => {
  it('is paid once and never answers 500, whichever queues first (3 rounds each)', async () => {
    for (let round = 0; round < 3; round++)
      for (const first of ['pay', 'process'] as const) {
        const result = await race(first);
        expect([first, result.pay, result.process].includes(500), JSON.stringify(result)).toBe(false);
        // The first in the queue wins; the other finds the advance paid.
        const expected =
          first === 'pay'
            ? { pay: 200, process: 409, status: 'paid', state: 'canceled', entries: 1 }
            : { pay: 409, process: 200, status: 'paid', state: 'processed', entries: 1 };
        expect({ first, ...result }).toMatchObject({ first, ...expected });
      }
  });
});

describe('a movement from a source', () => {
  it("counts the source's approver as its maker: they cannot approve its payment too", async () => {
    // The payroll holder asked for it, so the decision goes up to the CEO.
    const both = await asUser([14, 38, 39], true);
    const created = await payroll.post('/api/rrhh/payroll/advance/create', {
      employeeId: worker,
      amount: '90.00',
      period: '2026-12',
      reason: 'Emergencia',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await both.api.post('/api/rrhh/payroll/advance/approve', { id: created.body.id })).status).toBe(
      200,
    );
    const { rows } = await ctx.database.pool.query<{ id: number }>(
      `select id from treasury_transactions where source_kind = 'payroll_advance' and source_id = $1`,
      [created.body.id],
    );
    const movementId = rows[0]?.id ?? 0;
    const detail = await cashier.post('/api/treasury/transaction/get', { id: movementId });
    expect(detail.body.makerIds).toEqual([both.id]);
    const own = await both.api.post('/api/treasury/transaction/approve', {
      id: movementId,
      bankAccountId,
      transactionTypeId: typeId,
    });
    expect([own.status, own.body.code]).toEqual([403, 'TREASURY_SAME_PERSON']);
    const other = await cashier.post('/api/treasury/transaction/approve', {
      id: movementId,
      bankAccountId,
      transactionTypeId: typeId,
    });
    expect(other.status).toBe(200);
  });
});
