import { SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';
import { type TreasuryFixture, treasuryFixture } from './setup/treasury-fixtures.ts';

const ctx = useTestApp();
const base = '/api/treasury/bank-account';
const txBase = '/api/treasury/transaction';

type Body = Record<string, unknown> & {
  id: number;
  errors: Record<string, string[]>;
  code: string;
  data: { id: number; number: string; balance: string }[];
  total: number;
};
type Api = {
  post: (
    url: string,
    body?: unknown,
  ) => Promise<{ status: number; body: Body; headers: Record<string, unknown> }>;
};
const typed = (api: ReturnType<typeof client>): Api => ({
  post: async (url, body = {}) => {
    const res = await api.post(url, body);
    return { ...res, body: res.body as Body };
  },
});

let treasurer: Api;
let fixture: TreasuryFixture;
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];
// Each test file has its own database: a counter keeps the numbers unique and the run repeatable.
let numberSeq = 0;
const uniqueNumber = () => {
  numberSeq += 1;
  return `${100 + numberSeq}-${1_000_000 + numberSeq}-0-${10 + numberSeq}`;
};
const account = (over: Record<string, unknown> = {}) => ({
  companyId: 1,
  bank: '002',
  kind: 'checking',
  currency: 'PEN',
  number: uniqueNumber(),
  cci: null,
  openingBalance: '1000.00',
  openingDate: '2026-01-01',
  description: 'Cuenta de prueba',
  ...over,
});

beforeAll(async () => {
  treasurer = typed(client(ctx, (await login(ctx, DEMO.treasury)).accessToken));
  fixture = await treasuryFixture(ctx);
});

describe('bank accounts', () => {
  it('registers an account: its balance is the opening balance, a CCI with odd check digits warns', async () => {
    const res = await treasurer.post(`${base}/create`, account({ cci: '00219100248735604800' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      bankName: expect.any(String),
      balance: '1000.00',
      available: '1000.00',
      hasTransactions: false,
      cciWarning: true,
      status: 'active',
    });
    const [audit] = await rows<{ action: string }>(
      sql`select action from audit_log where entity = 'treasury_bank_account' and entity_id = ${String(res.body.id)}`,
    );
    expect(audit?.action).toBe('create');
  });

  it("refuses a CCI that opens with another bank's code, on create and update, naming cci", async () => {
    const other = await treasurer.post(
      `${base}/create`,
      account({ bank: '003', cci: '00219100248735604800' }),
    );
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual({
      cci: ["The CCI starts with 002, another bank's code: this bank's code is 003"],
    });
    const created = await treasurer.post(`${base}/create`, account());
    const moved = await treasurer.post(`${base}/update`, {
      ...account({ bank: '011', cci: '00219100248735604800' }),
      id: created.body.id,
    });
    expect(moved.status).toBe(400);
    expect(Object.keys(moved.body.errors)).toEqual(['cci']);
  });

  it('refuses bad fields, an unknown bank or company (400) and the same bank and number twice (409)', async () => {
    const bad = await treasurer.post(
      `${base}/create`,
      account({ number: 'ABC', cci: '123', openingBalance: '-5' }),
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['number', 'cci', 'openingBalance']));
    const refs = await treasurer.post(`${base}/create`, account({ bank: '999', companyId: 999999 }));
    expect(refs.status).toBe(400);
    expect(Object.keys(refs.body.errors).sort()).toEqual(['bank', 'companyId']);
    const body = account();
    expect((await treasurer.post(`${base}/create`, body)).status).toBe(200);
    const twice = await treasurer.post(`${base}/create`, body);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('BANK_ACCOUNT_ALREADY_REGISTERED');
  });

  it('lists with search, filters and sort by balance; exports', async () => {
    const number = uniqueNumber();
    const created = await treasurer.post(
      `${base}/create`,
      account({ number, currency: 'USD', description: 'Dólares QX' }),
    );
    const found = await treasurer.post(`${base}/list`, {
      q: number,
      filters: { currency: 'USD', status: 'active' },
    });
    expect(found.body.total).toBe(1);
    expect(found.body.data[0]?.id).toBe(created.body.id);
    const none = await treasurer.post(`${base}/list`, { q: number, filters: { currency: 'PEN' } });
    expect(none.body.total).toBe(0);
    const sorted = await treasurer.post(`${base}/list`, { sortBy: 'balance', sortDesc: true, perPage: 100 });
    const balances = sorted.body.data.map((r) => Number(r.balance));
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    const file = await client(ctx, (await login(ctx, DEMO.treasury)).accessToken).post(`${base}/export`, {});
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');
  });

  it('updates freely until a movement names the account; then company, currency and opening stay (409)', async () => {
    const created = await treasurer.post(`${base}/create`, account());
    const id = created.body.id;
    const edited = await treasurer.post(
      `${base}/update`,
      account({ id, number: created.body.number, openingBalance: '2000.00' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.balance).toBe('2000.00');
    const movement = await treasurer.post(`${txBase}/create`, {
      companyId: 1,
      bankAccountId: id,
      date: '2026-02-01',
      direction: 'income',
      transactionTypeId: fixture.incomeType,
      counterpartyKind: 'other',
      counterpartyName: 'Cliente de mostrador',
      concept: 'Cobranza',
      amount: '10.00',
      currency: 'PEN',
    });
    expect(movement.status).toBe(200);
    const locked = await treasurer.post(
      `${base}/update`,
      account({
        id,
        number: created.body.number,
        openingBalance: '2000.00',
        currency: 'USD',
        openingDate: '2026-01-02',
      }),
    );
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe('INVALID_CHANGE');
    expect(Object.keys(locked.body.errors).sort()).toEqual(['currency', 'openingDate']);
    const described = await treasurer.post(
      `${base}/update`,
      account({ id, number: created.body.number, openingBalance: '2000.00', description: 'Nueva' }),
    );
    expect(described.status).toBe(200);
    expect(described.body.hasTransactions).toBe(true);
    const del = await treasurer.post(`${base}/delete`, { id });
    expect(del.status).toBe(409);
    expect(del.body.code).toBe('BANK_ACCOUNT_DELETE_FAILED');
  });

  it('changes status, deletes an account without movements, 404 for a missing one', async () => {
    const { body } = await treasurer.post(`${base}/create`, account());
    const off = await treasurer.post(`${base}/change-status`, { id: body.id, status: 'inactive' });
    expect(off.body.status).toBe('inactive');
    expect((await treasurer.post(`${base}/change-status`, { id: body.id, status: 'inactive' })).status).toBe(
      409,
    );
    const options = await treasurer.post(`${base}/get-for-select`, {});
    expect((options.body as unknown as { id: number }[]).some((o) => o.id === body.id)).toBe(false);
    expect((await treasurer.post(`${base}/delete`, { id: body.id })).status).toBe(200);
    for (const path of ['get', 'delete'])
      expect((await treasurer.post(`${base}/${path}`, { id: body.id })).status).toBe(404);
    expect((await treasurer.post(`${base}/change-status`, { id: body.id, status: 'active' })).status).toBe(
      404,
    );
    expect((await treasurer.post(`${base}/update`, account({ id: body.id }))).status).toBe(404);
  });

  it('the select is open to the transactions section; the rest of the accounts is not', async () => {
    const onlyTransactions = await createTestUser(ctx, { sections: [SECTION_IDS.TREASURY_TRANSACTIONS] });
    const api = typed(client(ctx, await sessionToken(ctx, onlyTransactions)));
    const options = await api.post(`${base}/get-for-select`, { companyId: 1 });
    expect(options.status).toBe(200);
    expect(options.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ companyId: 1, available: expect.any(String) })]),
    );
    expect((await api.post(`${base}/list`, {})).status).toBe(403);
  });
});
