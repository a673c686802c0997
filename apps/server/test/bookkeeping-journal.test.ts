import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
const tx = '/api/bookkeeping/transaction';

type Line = { accountId: number; accountCode: string; debit: string; credit: string };
type Body = Record<string, unknown> & {
  id: number;
  number: string;
  total: number | string;
  reversesId: number | null;
  reversedById: number | null;
  lines: Line[];
  data: Record<string, unknown>[];
  errors: Record<string, string[]>;
};
const typed = (api: ReturnType<typeof client>) => ({
  post: async (url: string, body: unknown = {}) => {
    const res = await api.post(url, body);
    return { ...res, body: res.body as Body };
  },
  raw: api,
});
type Api = ReturnType<typeof typed>;
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];
const idOf = async (code: string) =>
  (await rows<{ id: number }>(sql`select id from accounting_accounts where code = ${code}`))[0]?.id ?? 0;

let books: Api;
let companyId = 0;
const acct: Record<string, number> = {};

const dr = (code: string, amount: string) => ({ accountId: acct[code], debit: amount, credit: '0.00' });
const cr = (code: string, amount: string) => ({ accountId: acct[code], debit: '0.00', credit: amount });
const entry = (date: string, lines: unknown[], description = 'Asiento de prueba') =>
  books.post(`${tx}/create`, { companyId, date, description, lines });

beforeAll(async () => {
  books = typed(client(ctx, (await login(ctx, DEMO.treasury)).accessToken));
  const [company] = await rows<{ id: number }>(
    sql`insert into companies (name, ruc) values ('Libros de Prueba S.A.C.', '20999777661') returning id`,
  );
  companyId = company?.id ?? 0;
  // 1041 holds the bank accounts' sub-accounts: 104101 is the demo's BCP account.
  for (const code of ['104101', '1212', '40111', '70321', '6391', '5011', '104', '10'])
    acct[code] = await idOf(code);
});

describe('manual entries', () => {
  it('posts a balanced entry, numbered per company and year', async () => {
    const first = await entry('2025-01-02', [dr('104101', '1000.00'), cr('5011', '1000.00')], 'Apertura');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      number: '2025-000001',
      origin: 'manual',
      total: '1000.00',
      period: '2025-01',
    });
    expect(first.body.lines.map((l) => [l.accountCode, l.debit, l.credit])).toEqual([
      ['104101', '1000.00', '0.00'],
      ['5011', '0.00', '1000.00'],
    ]);
    const second = await entry('2025-01-10', [
      dr('1212', '118.00'),
      cr('40111', '18.00'),
      cr('70321', '100.00'),
    ]);
    expect(second.body.number).toBe('2025-000002');
    const other = await entry('2026-01-10', [dr('6391', '5.00'), cr('104101', '5.00')]);
    expect(other.body.number).toBe('2026-000001');
    expect((await books.post(`${tx}/get`, { id: first.body.id })).body.lines).toHaveLength(2);
    expect((await books.post(`${tx}/get`, { id: 999999 })).status).toBe(404);
    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where entity = 'journal_entry' and entity_id = ${String(first.body.id)}`,
    );
    expect(audit.map((a) => a.action)).toEqual(['journal.create']);
  });

  it('refuses an unbalanced entry, a line with both or no side, a single line, a parent account', async () => {
    const unbalanced = await entry('2025-02-01', [dr('104101', '100.00'), cr('70321', '99.99')]);
    expect(unbalanced.status).toBe(400);
    expect(Object.keys(unbalanced.body.errors)).toContain('lines');
    const both = await entry('2025-02-01', [
      { accountId: acct['104101'], debit: '10.00', credit: '10.00' },
      cr('70321', '0.00'),
    ]);
    expect(both.status).toBe(400);
    expect(Object.keys(both.body.errors)).toEqual(expect.arrayContaining(['lines.0.debit', 'lines.1.debit']));
    const one = await entry('2025-02-01', [dr('104101', '10.00')]);
    expect(one.status).toBe(400);
    expect(Object.keys(one.body.errors)).toContain('lines');
    const parent = await entry('2025-02-01', [dr('104', '10.00'), cr('70321', '10.00')]);
    expect(parent.status).toBe(400);
    expect(Object.keys(parent.body.errors)).toEqual(['lines.0.accountId']);
    const company = await books.post(`${tx}/create`, {
      companyId: 999999,
      date: '2025-02-01',
      description: 'X',
      lines: [dr('104101', '1.00'), cr('70321', '1.00')],
    });
    expect(company.status).toBe(400);
    expect(Object.keys(company.body.errors)).toEqual(['companyId']);
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from journal_entries where company_id = ${companyId} and entry_date = '2025-02-01'`,
    );
    expect(count?.n).toBe(0);
  });

  it('has no route to change or delete an entry: the reversal is the only correction', async () => {
    for (const path of ['update', 'delete', 'remove', 'edit'])
      expect((await books.post(`${tx}/${path}`, { id: 1 })).status).toBe(404);
  });

  it('reverses an entry once, with the sides swapped; a reversal is not reversed', async () => {
    const original = await entry('2025-03-05', [dr('6391', '12.50'), cr('104101', '12.50')], 'Comisión');
    const early = await books.post(`${tx}/reverse`, {
      id: original.body.id,
      date: '2025-03-01',
      reason: 'Error',
    });
    expect(early.status).toBe(400);
    expect(Object.keys(early.body.errors)).toEqual(['date']);
    const reversal = await books.post(`${tx}/reverse`, { id: original.body.id, reason: 'Cargo duplicado' });
    expect(reversal.status).toBe(200);
    expect(reversal.body).toMatchObject({
      origin: 'reversal',
      reversesId: original.body.id,
      date: '2025-03-05',
    });
    expect(reversal.body.lines.map((l) => [l.accountCode, l.debit, l.credit])).toEqual([
      ['6391', '0.00', '12.50'],
      ['104101', '12.50', '0.00'],
    ]);
    expect((await books.post(`${tx}/get`, { id: original.body.id })).body.reversedById).toBe(
      reversal.body.id,
    );
    const again = await books.post(`${tx}/reverse`, { id: original.body.id, reason: 'Otra vez' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('INVALID_CHANGE');
    const ofReversal = await books.post(`${tx}/reverse`, { id: reversal.body.id, reason: 'Otra vez' });
    expect(ofReversal.status).toBe(409);
    expect(Object.keys(ofReversal.body.errors)).toEqual(['id']);
    expect((await books.post(`${tx}/reverse`, { id: 999999, reason: 'X' })).status).toBe(404);
    expect((await books.post(`${tx}/reverse`, { id: original.body.id, reason: '' })).status).toBe(400);
  });

  it('two reversals at once: exactly one lands', async () => {
    const original = await entry('2025-03-06', [dr('6391', '3.00'), cr('104101', '3.00')]);
    const answers = await Promise.all([
      books.post(`${tx}/reverse`, { id: original.body.id, reason: 'A' }),
      books.post(`${tx}/reverse`, { id: original.body.id, reason: 'B' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('a posting and a first sub-account on the same account at once: never both', async () => {
    for (const [code, child] of [
      ['65911', '659111'],
      ['65912', '659121'],
      ['65913', '659131'],
    ]) {
      const own = await books.post('/api/bookkeeping/accounting-account/create', {
        parentId: await idOf('659'),
        code,
        name: `Gastos diversos ${code}`,
      });
      expect(own.status).toBe(200);
      const [posted, created] = await Promise.all([
        entry('2025-05-02', [
          { accountId: own.body.id, debit: '1.00', credit: '0.00' },
          cr('104101', '1.00'),
        ]),
        books.post('/api/bookkeeping/accounting-account/create', {
          parentId: own.body.id,
          code: child,
          name: 'Sub',
        }),
      ]);
      expect([posted.status, created.status]).not.toEqual([200, 200]);
      expect([posted.status, created.status]).toContain(200);
    }
  });

  it('lists with filters and the number, and exports the journal', async () => {
    const list = await books.post(`${tx}/list`, {
      perPage: 100,
      sortBy: 'number',
      filters: { companyId, from: '2025-01-01', to: '2025-01-31', origin: 'manual', accountId: acct['10'] },
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((r) => r.number)).toEqual(['2025-000001']);
    const search = await books.post(`${tx}/list`, { q: '2025-00000', filters: { companyId } });
    expect(search.body.total).toBeGreaterThanOrEqual(4);
    const file = await books.raw.post(`${tx}/export`, { filters: { companyId } });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('ledger and trial balance', () => {
  it('carries the opening balance and the running balance of an account and those below it', async () => {
    const ledger = await books.post('/api/bookkeeping/ledger', {
      companyId,
      accountId: acct['10'],
      from: '2025-03',
      to: '2025-03',
      perPage: 2,
      page: 2,
    });
    expect(ledger.status).toBe(200);
    // Before March: +1000.00 opening entry. March: -12.50 +12.50 -3.00 +3.00.
    expect(ledger.body).toMatchObject({
      accountCode: '10',
      opening: '1000.00',
      debit: '15.50',
      credit: '15.50',
      closing: '1000.00',
      total: 4,
    });
    const moves = ledger.body.movements as { balance: string; debit: string; credit: string }[];
    expect(moves.map((m) => m.balance)).toEqual(['997.00', '1000.00']);
    const all = await books.post('/api/bookkeeping/ledger', {
      companyId,
      accountId: acct['104101'],
      from: '2025-03',
      to: '2025-03',
    });
    expect((all.body.movements as { balance: string }[]).map((m) => m.balance)).toEqual([
      '987.50',
      '1000.00',
      '997.00',
      '1000.00',
    ]);
    expect((all.body.movements as { balance: string }[]).slice(2)).toEqual(
      ledger.body.movements as { balance: string }[],
    );
    const reversed = await books.post('/api/bookkeeping/ledger', {
      companyId,
      accountId: acct['104101'],
      from: '2025-04',
      to: '2025-03',
    });
    expect(reversed.status).toBe(400);
    expect(Object.keys(reversed.body.errors)).toEqual(['to']);
    const ancient = await books.post('/api/bookkeeping/ledger', {
      companyId,
      accountId: acct['104101'],
      from: '0000-01',
      to: '0000-02',
    });
    expect(ancient.status).toBe(400);
    expect(
      (
        await books.post('/api/bookkeeping/ledger', {
          companyId,
          accountId: 999999,
          from: '2025-01',
          to: '2025-01',
        })
      ).status,
    ).toBe(404);
    const file = await books.raw.post('/api/bookkeeping/ledger/export', {
      companyId,
      accountId: acct['104101'],
      from: '2025-01',
      to: '2025-12',
    });
    expect(file.status).toBe(200);
  });

  it('balances, per leaf account and rolled up', async () => {
    const tb = await books.post('/api/bookkeeping/trial-balance', {
      companyId,
      from: '2025-02',
      to: '2025-03',
    });
    expect(tb.status).toBe(200);
    type Row = {
      code: string;
      openingDebit: string;
      openingCredit: string;
      debit: string;
      credit: string;
      closingDebit: string;
      closingCredit: string;
    };
    const body = tb.body as unknown as { rows: Row[]; totals: Omit<Row, 'code'>; balanced: boolean };
    expect(body.balanced).toBe(true);
    const byCode = new Map(body.rows.map((r) => [r.code, r]));
    // 1041 opens at 1000.00 debit; 1212/40111/70321 from January; 6391 moves in March and nets to zero.
    expect(byCode.get('104101')).toMatchObject({
      openingDebit: '1000.00',
      debit: '15.50',
      credit: '15.50',
      closingDebit: '1000.00',
    });
    expect(byCode.get('70321')).toMatchObject({ openingCredit: '100.00', closingCredit: '100.00' });
    expect(body.totals).toMatchObject({
      openingDebit: '1118.00',
      openingCredit: '1118.00',
      debit: '31.00',
      credit: '31.00',
    });
    const rolled = await books.post('/api/bookkeeping/trial-balance', {
      companyId,
      from: '2025-02',
      to: '2025-03',
      depth: 2,
    });
    const r = rolled.body as unknown as { rows: Row[]; balanced: boolean };
    expect(r.balanced).toBe(true);
    expect(r.rows.map((x) => x.code)).toEqual(['10', '12', '40', '50', '63', '70']);
    expect(r.rows.find((x) => x.code === '40')).toMatchObject({ closingCredit: '18.00' });
    const file = await books.raw.post('/api/bookkeeping/trial-balance/export', {
      companyId,
      from: '2025-01',
      to: '2025-12',
      depth: 3,
    });
    expect(file.status).toBe(200);
  });
});

describe('who may use the books', () => {
  it('answers 403 to HR, operations and the driver on every bookkeeping route', async () => {
    const routes = [
      '/api/bookkeeping/accounting-account/list',
      '/api/bookkeeping/accounting-account/get',
      '/api/bookkeeping/accounting-account/create',
      '/api/bookkeeping/accounting-account/update',
      '/api/bookkeeping/accounting-account/get-for-select',
      '/api/bookkeeping/transaction-type/list',
      '/api/bookkeeping/transaction-type/get',
      '/api/bookkeeping/transaction-type/create',
      '/api/bookkeeping/transaction-type/update',
      '/api/bookkeeping/transaction-type/get-for-select',
      '/api/bookkeeping/transaction/list',
      '/api/bookkeeping/transaction/get',
      '/api/bookkeeping/transaction/create',
      '/api/bookkeeping/transaction/reverse',
      '/api/bookkeeping/transaction/export',
      '/api/bookkeeping/ledger',
      '/api/bookkeeping/ledger/export',
      '/api/bookkeeping/trial-balance',
      '/api/bookkeeping/trial-balance/export',
    ];
    for (const who of [DEMO.hrChief, DEMO.operations, DEMO.driver]) {
      const api = client(ctx, (await login(ctx, who)).accessToken);
      for (const url of routes) expect([url, (await api.post(url, {})).status]).toEqual([url, 403]);
    }
  });
});
