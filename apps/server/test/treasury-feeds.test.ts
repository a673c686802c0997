import { readFileSync } from 'node:fs';
import { translateMessage, treasuryCounterpartyText } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeRun } from '../src/modules/payroll/index.ts';
import { treasuryPayableArrived } from '../src/modules/treasury/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';
import { type TreasuryFixture, treasuryFixture } from './setup/treasury-fixtures.ts';

const ctx = useTestApp();
const base = '/api/treasury/transaction';

type Movement = {
  id: number;
  code: string;
  state: string;
  direction: string;
  amount: string;
  companyId: number;
  counterpartyKind: string;
  counterpartyName: string;
  employeeId: number | null;
  sourceKind: string | null;
  sourceId: number | null;
  transactionTypeId: number | null;
  payeeCount: number;
  payees: { employeeId: number; amount: string; document: string }[];
  cancelReason: string | null;
  errors: Record<string, string[]>;
  data: Movement[];
  total: number;
};
type Api = {
  post: (
    url: string,
    body?: unknown,
  ) => Promise<{ status: number; body: Movement; headers: Record<string, unknown> }>;
};
const typed = (api: ReturnType<typeof client>): Api => ({
  post: async (url, body = {}) => {
    const res = await api.post(url, body);
    return { ...res, body: res.body as Movement };
  },
});

let treasurer: Api;
let hr: Api;
/** Decides HR's advances: nobody decides their own request. */
let decider: Api;
let fx: TreasuryFixture;
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

const movementOf = async (kind: string, id: number) => {
  const list = await treasurer.post(`${base}/list`, { filters: { sourceKind: kind }, perPage: 100 });
  const found = list.body.data.find((m) => m.sourceId === id && m.state !== 'canceled') ?? null;
  return found ? (await treasurer.post(`${base}/get`, { id: found.id })).body : null;
};
// Each test file has its own database: a counter keeps account numbers unique and the run repeatable.
let accountSeq = 0;
const bankAccount = async (companyId: number, openingBalance = '500000.00') => {
  accountSeq += 1;
  const res = await treasurer.post('/api/treasury/bank-account/create', {
    companyId,
    bank: '003',
    kind: 'savings',
    currency: 'PEN',
    number: `194-${2027030000 + accountSeq}`,
    openingBalance,
    openingDate: '2026-01-01',
  });
  expect(res.status).toBe(200);
  return res.body.id;
};

beforeAll(async () => {
  treasurer = typed(client(ctx, (await login(ctx, DEMO.treasury)).accessToken));
  hr = typed(client(ctx, (await login(ctx, DEMO.hrChief)).accessToken));
  decider = typed(
    client(ctx, await sessionToken(ctx, await createTestUser(ctx, { sections: [14], isCeo: true }))),
  );
  fx = await treasuryFixture(ctx);
});

describe('what the demo approved before treasury listened', () => {
  it('has one pending movement per approved advance, unpaid viatic and unsettled closed settlement', async () => {
    const [counts] = await rows<{ advances: number; viatics: number; settlements: number }>(sql`
      select
        (select count(*)::int from payroll_advances where status = 'approved') as advances,
        (select count(*)::int from viatics where status = 2 and paid_at is null and total > advance) as viatics,
        (select count(*)::int from settlements where state = 'closed' and settled_at is null and closed_balance <> 0) as settlements`);
    expect(counts?.advances).toBeGreaterThan(0);
    for (const [kind, expected] of [
      ['payroll_advance', counts?.advances],
      ['viatic', counts?.viatics],
      ['settlement', counts?.settlements],
    ] as const) {
      const list = await treasurer.post(`${base}/list`, { filters: { sourceKind: kind, state: 'pending' } });
      expect([kind, list.body.total]).toEqual([kind, expected]);
    }
  });
});

describe('an advance', () => {
  let worker = 0;
  let company = 0;
  const approvedAdvance = async () => {
    const created = await hr.post('/api/rrhh/payroll/advance/create', {
      employeeId: worker,
      amount: '120.00',
      period: '2027-01',
      reason: 'Gastos médicos',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await decider.post('/api/rrhh/payroll/advance/approve', { id: created.body.id })).status).toBe(
      200,
    );
    return created.body.id;
  };

  beforeAll(async () => {
    const [row] = await rows<{ id: number; company: number }>(sql`
      select ej.employee_id as id, ej.company_id as company from employee_jobs ej join employees e on e.id = ej.employee_id
      where e.is_active and ej.company_id is not null order by ej.employee_id desc limit 1`);
    worker = row?.id ?? 0;
    company = row?.company ?? 0;
    await ctx.database.pool.query(
      `insert into payroll_settings (company_id, advance_limit_rate) values ($1, '0.9000')
       on conflict (company_id) do update set advance_limit_rate = '0.9000'`,
      [company],
    );
  });

  it('arrives as a pending movement to the worker; processing it marks the advance paid', async () => {
    const advanceId = await approvedAdvance();
    const m = await movementOf('payroll_advance', advanceId);
    expect(m).toMatchObject({
      state: 'pending',
      direction: 'expense',
      amount: '120.00',
      companyId: company,
      counterpartyKind: 'employee',
      employeeId: worker,
      payeeCount: 0,
      payees: [expect.objectContaining({ employeeId: worker, amount: '120.00' })],
    });
    if (!m) return;
    const noAccount = await treasurer.post(`${base}/approve`, { id: m.id });
    expect(noAccount.status).toBe(400);
    expect(noAccount.body.errors).toHaveProperty('bankAccountId');
    const account = await bankAccount(company);
    const type = await fx.sourceType('payroll_advance', 'expense');
    const approved = await treasurer.post(`${base}/approve`, {
      id: m.id,
      bankAccountId: account,
      transactionTypeId: type,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const processed = await treasurer.post(`${base}/process`, { id: m.id, operationNumber: 'ADV-0001' });
    expect(processed.status, JSON.stringify(processed.body)).toBe(200);
    const [advance] = await rows<{ status: string; payment_reference: string }>(
      sql`select status, payment_reference from payroll_advances where id = ${advanceId}`,
    );
    expect(advance).toEqual({ status: 'paid', payment_reference: 'ADV-0001' });
    const file = await treasurer.post(`${base}/payment-file`, { id: m.id });
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');
  });

  it('rejected after approval: its movement is canceled; a processed one refuses the rejection', async () => {
    const advanceId = await approvedAdvance();
    const m = await movementOf('payroll_advance', advanceId);
    expect(
      (await decider.post('/api/rrhh/payroll/advance/reject', { id: advanceId, reason: 'Ya no' })).status,
    ).toBe(200);
    const after = (await treasurer.post(`${base}/get`, { id: m?.id })).body;
    expect(after).toMatchObject({ state: 'canceled', cancelReason: 'Anulado en su origen' });
  });
});

describe('a payroll run', () => {
  it('approved by HR arrives as one batch movement; processing it marks the run paid', async () => {
    const [run] = await rows<{ id: number; company_id: number }>(
      sql`select id, company_id from payroll_runs where state = 'registered' and kind = 'monthly' order by id limit 1`,
    );
    expect(run).toBeDefined();
    if (!run) return;
    const approved = await hr.post('/api/rrhh/payroll/run/approve', { id: run.id });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const m = await movementOf('payroll_run', run.id);
    const [slips] = await rows<{ n: number; total: string }>(
      sql`select count(*)::int as n, sum(net)::numeric(14,2)::text as total from payroll_slips where run_id = ${run.id} and net > 0`,
    );
    expect(m).toMatchObject({
      state: 'pending',
      direction: 'expense',
      companyId: run.company_id,
      counterpartyKind: 'other',
      amount: slips?.total,
      payeeCount: slips?.n,
    });
    expect(m?.payees).toHaveLength(slips?.n ?? -1);
    if (!m) return;
    // The concept is stored as a code and plain values, and the list answers them for the reader's language.
    const [company] = await rows<{ name: string }>(
      sql`select name from companies where id = ${run.company_id}`,
    );
    const [month] = await rows<{ period: string }>(
      sql`select year || '-' || lpad(month::text, 2, '0') as period from payroll_runs where id = ${run.id}`,
    );
    const coded = { kind: 'monthly', period: month?.period, company: company?.name };
    const [stored] = await rows<{ concept_code: string; concept_params: unknown }>(
      sql`select concept_code, concept_params from treasury_transactions where id = ${m.id}`,
    );
    expect(stored).toEqual({ concept_code: 'payroll_run', concept_params: coded });
    const listed = await treasurer.post(`${base}/list`, {
      filters: { sourceKind: 'payroll_run' },
      perPage: 100,
    });
    const row = listed.body.data.find((r) => r.id === m.id);
    expect(row).toMatchObject({
      concept: `Planilla mensual ${month?.period} · ${company?.name}`,
      conceptCode: 'payroll_run',
      conceptParams: coded,
      // The batch's counterparty is coded the same way: "Planilla · …" in Spanish, "Payroll · …" in English.
      counterpartyName: `Planilla · ${company?.name}`,
      counterpartyCode: 'payroll',
      counterpartyParams: { company: company?.name },
    });
    if (!row) return;
    expect(treasuryCounterpartyText('en', row, translateMessage)).toBe(`Payroll · ${company?.name}`);
    expect(treasuryCounterpartyText('es', row, translateMessage)).toBe(`Planilla · ${company?.name}`);
    // A batch stored before the code takes it from the data migration.
    await ctx.database.db.execute(
      sql`update treasury_transactions set counterparty_code = null, counterparty_params = null where id = ${m.id}`,
    );
    const migration = readFileSync(
      new URL('../src/db/migrations/0031_treasury_payroll_counterparty_coded.sql', import.meta.url),
      'utf8',
    );
    await ctx.database.db.execute(sql.raw(migration));
    const [recoded] = await rows<{ counterparty_code: string; counterparty_params: unknown }>(
      sql`select counterparty_code, counterparty_params from treasury_transactions where id = ${m.id}`,
    );
    expect(recoded).toEqual({
      counterparty_code: 'payroll',
      counterparty_params: { company: company?.name },
    });
    const file = await treasurer.post(`${base}/payment-file`, { id: m.id });
    expect(file.status).toBe(200);
    const account = await bankAccount(run.company_id);
    const type = await fx.sourceType('payroll_run', 'expense');
    expect(
      (await treasurer.post(`${base}/approve`, { id: m.id, bankAccountId: account, transactionTypeId: type }))
        .status,
    ).toBe(200);
    const done = await treasurer.post(`${base}/process`, { id: m.id, operationNumber: 'PLA-0001' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [paid] = await rows<{ state: string; payment_reference: string }>(
      sql`select state, payment_reference from payroll_runs where id = ${run.id}`,
    );
    expect(paid).toEqual({ state: 'paid', payment_reference: 'PLA-0001' });
    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where entity = 'treasury_transaction' and entity_id = ${String(m.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['arrive', 'approve', 'process']);
  });

  it('canceled after approval: its movement is canceled too', async () => {
    const created = await hr.post('/api/rrhh/payroll/run/create', {
      companyId: 1,
      year: 2025,
      month: 3,
      kind: 'monthly',
      personalType: 'administrative',
      overrideWarnings: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await computeRun(ctx.database.db, created.body.id);
    expect((await hr.post('/api/rrhh/payroll/run/approve', { id: created.body.id })).status).toBe(200);
    const m = await movementOf('payroll_run', created.body.id);
    expect(m?.state).toBe('pending');
    expect((await hr.post('/api/rrhh/payroll/run/cancel', { id: created.body.id })).status).toBe(200);
    expect((await treasurer.post(`${base}/get`, { id: m?.id })).body.state).toBe('canceled');
  });
});

describe('a settlement balance', () => {
  it('money left with the driver arrives as an income from the driver', async () => {
    const [s] = await rows<{ id: number; driver: number }>(sql`
      select s.id, t.driver_id as driver from settlements s join travel_orders t on t.id = s.travel_order_id
      where not exists (select 1 from treasury_transactions x where x.source_kind = 'settlement' and x.source_id = s.id)
      order by s.id limit 1`);
    expect(s).toBeDefined();
    if (!s) return;
    const id = await ctx.database.db.transaction((tx) =>
      treasuryPayableArrived(tx, {
        source: { kind: 'settlement', id: s.id },
        companyId: null,
        direction: 'income',
        date: '2026-03-01',
        concept: 'Liquidación documentaria prueba',
        payees: [{ employeeId: s.driver, amount: '45.30' }],
      }),
    );
    const m = (await treasurer.post(`${base}/get`, { id })).body;
    expect(m).toMatchObject({
      direction: 'income',
      counterpartyKind: 'employee',
      employeeId: s.driver,
      amount: '45.30',
    });
    // A second announcement of the same source adds nothing.
    const again = await ctx.database.db.transaction((tx) =>
      treasuryPayableArrived(tx, {
        source: { kind: 'settlement', id: s.id },
        companyId: null,
        direction: 'income',
        date: '2026-03-01',
        concept: 'otra vez',
        payees: [{ employeeId: s.driver, amount: '45.30' }],
      }),
    );
    expect(again).toBeNull();
  });
});
