import { centsToMoney, moneyToCents } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { multipart } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

/*
 * Banks and currency (issue 23, point 8): each bank account is its own sub-account of 1041, the
 * dated USD→PEN rate table, and the month-end revaluation of the USD accounts (676/776).
 */

const ctx = useTestApp();
type Body = Record<string, unknown> & { id: number; errors: Record<string, string[]>; message: string };
type Res = { status: number; body: Body };
type Api = { post: (url: string, body?: unknown) => Promise<Res> };
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

let treasurer: Api;
/** Approves and processes what the treasurer made: never the same person. */
let checker: Api;
let token = '';
let companyId = 0;
const rates = '/api/treasury/exchange-rate';

const typeId = async (code: string) =>
  (await rows<{ id: number }>(sql`select id from accounting_transaction_types where code = ${code}`))[0]
    ?.id ?? 0;
const codeOf = async (bankAccountId: number) =>
  (
    await rows<{ code: string }>(sql`
      select a.code from treasury_bank_accounts b join accounting_accounts a on a.id = b.ledger_account_id
       where b.id = ${bankAccountId}`)
  )[0]?.code ?? '';
/** Debit − credit of an account for the test company, as text. */
const balanceOf = async (code: string, upTo = '9999-12-31') =>
  (
    await rows<{ net: string }>(sql`
      select coalesce(sum(l.debit - l.credit), 0)::numeric(16,2)::text as net
        from journal_lines l join journal_entries e on e.id = l.entry_id
        join accounting_accounts a on a.id = l.account_id
       where e.company_id = ${companyId} and a.code = ${code} and e.entry_date <= ${upTo}::date`)
  )[0]?.net;

const move = async (bankAccountId: number, over: Record<string, unknown>) => {
  const created = await treasurer.post('/api/treasury/transaction/create', {
    companyId,
    bankAccountId,
    counterpartyKind: 'other',
    counterpartyName: 'Exportadora del Norte S.A.C.',
    counterpartyDocument: '20100047218',
    concept: 'Movimiento en dólares',
    currency: 'USD',
    ...over,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect((await checker.post('/api/treasury/transaction/approve', { id: created.body.id })).status).toBe(200);
  const processed = await checker.post('/api/treasury/transaction/process', {
    id: created.body.id,
    operationNumber: `OP-${created.body.id}`,
    processedOn: over.date,
  });
  expect(processed.status, JSON.stringify(processed.body)).toBe(200);
  return processed.body;
};

beforeAll(async () => {
  token = (await login(ctx, DEMO.treasury)).accessToken;
  const api = client(ctx, token);
  treasurer = { post: async (url, body = {}) => (await api.post(url, body)) as unknown as Res };
  const second = client(ctx, await sessionToken(ctx, await createTestUser(ctx, { sections: [38, 39] })));
  checker = { post: async (url, body = {}) => (await second.post(url, body)) as unknown as Res };
  const [company] = await rows<{ id: number }>(
    sql`insert into companies (name, ruc) values ('Divisas de Prueba S.A.C.', '20999777688') returning id`,
  );
  companyId = company?.id ?? 0;
});

describe('each bank account is its own sub-account of 1041', () => {
  it('the demo split 1041 into its three accounts with one dated reclassification entry', async () => {
    const subs = await rows<{ code: string; name: string }>(sql`
      select a.code, a.name from treasury_bank_accounts b join accounting_accounts a on a.id = b.ledger_account_id
       order by a.code`);
    expect(subs.slice(0, 3).map((s) => s.code)).toEqual(['104101', '104102', '104103']);
    const [reclass] = await rows<{ total: string; lines: number }>(sql`
      select e.total::text, (select count(*)::int from journal_lines l where l.entry_id = e.id) as lines
        from journal_entries e where e.origin = 'reclassification' and e.company_id = 1`);
    // Opening entry 404,375.00 + collection 51,330.00 (21,240.00 + 30,090.00) − fee 45.50 − the
    // payroll demo's advance and loan handed over from 1041 (bookkeeping-seed-payroll.ts) 1,300.00 =
    // 454,359.50 moved off 1041: BCP 185,000.00 + the 49,984.50 no treasury movement explains
    // (collection − fee), BBVA US$ 42,500 × 3.750 (its opening day's rate) = 159,375.00, Interbank
    // 60,000.00; four lines with the credit to 1041.
    expect(reclass).toEqual({ total: '454359.50', lines: 4 });
    const [parent] = await rows<{ net: string }>(sql`
      select coalesce(sum(l.debit - l.credit), 0)::text as net from journal_lines l
        join accounting_accounts a on a.id = l.account_id where a.code = '1041'`);
    expect(Number(parent?.net)).toBe(0);
    const [usd] = await rows<{ debit: string }>(sql`
      select l.debit::text from journal_lines l join journal_entries e on e.id = l.entry_id
        join accounting_accounts a on a.id = l.account_id
       where e.origin = 'reclassification' and a.code = '104102'`);
    expect(usd?.debit).toBe('159375.00');
  });

  it('a new account gets the next sub-account; its movements post the bank side there', async () => {
    const created = await treasurer.post('/api/treasury/bank-account/create', {
      companyId,
      bank: '002',
      kind: 'checking',
      currency: 'PEN',
      number: '191-7777777-0-11',
      openingBalance: '0.00',
      openingDate: '2025-01-01',
    });
    expect(created.status).toBe(200);
    expect(created.body.ledgerAccountCode).toMatch(/^1041\d\d$/);
    const code = String(created.body.ledgerAccountCode);
    await move(created.body.id, {
      date: '2025-09-10',
      direction: 'income',
      transactionTypeId: await typeId('COBRANZA'),
      currency: 'PEN',
      amount: '1180.00',
    });
    expect(await balanceOf(code)).toBe('1180.00');
    expect(await balanceOf('1212')).toBe('-1180.00');
    // The type names 1041, which takes no lines of its own.
    expect(await balanceOf('1041')).toBe('0.00');
    // The counterparty rides on the other side (SUNAT table 2: RUC = 6).
    const [party] = await rows<{ t: string; n: string }>(sql`
      select l.party_doc_type as t, l.party_doc_number as n from journal_lines l
        join journal_entries e on e.id = l.entry_id join accounting_accounts a on a.id = l.account_id
       where e.company_id = ${companyId} and a.code = '1212'`);
    expect(party).toEqual({ t: '6', n: '20100047218' });
  });

  it('the chart allows sub-accounts under 1041 but keeps a bank account’s own one a leaf and active', async () => {
    const id = async (code: string) =>
      (await rows<{ id: number }>(sql`select id from accounting_accounts where code = ${code}`))[0]?.id ?? 0;
    const acc = '/api/bookkeeping/accounting-account';
    const own = await treasurer.post(`${acc}/create`, {
      parentId: await id('1041'),
      code: '104190',
      name: 'Caja chica en banco',
    });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const below = await treasurer.post(`${acc}/create`, {
      parentId: await id('104101'),
      code: '10410101',
      name: 'X',
    });
    expect(below.status).toBe(409);
    expect(Object.keys(below.body.errors)).toEqual(['parentId']);
    const off = await treasurer.post(`${acc}/update`, {
      id: await id('104101'),
      name: 'Banco de Crédito del Perú · PEN · 191-2487356-0-48',
      active: false,
    });
    expect(off.status).toBe(409);
    expect(Object.keys(off.body.errors)).toEqual(['active']);
  });
});

describe('the rate table', () => {
  it('creates, refuses a second rate for a day and a sale below purchase, lists with paging, filters and sort', async () => {
    const made = await treasurer.post(`${rates}/create`, {
      date: '2025-10-31',
      purchase: '3.752',
      sale: '3.759',
      source: 'SBS',
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      date: '2025-10-31',
      purchase: '3.7520',
      sale: '3.7590',
      source: 'SBS',
    });
    const twice = await treasurer.post(`${rates}/create`, {
      date: '2025-10-31',
      purchase: '3.7',
      sale: '3.8',
      source: 'SBS',
    });
    expect(twice.status).toBe(400); // 3.7 has one decimal: the rate's own format comes first
    const again = await treasurer.post(`${rates}/create`, {
      date: '2025-10-31',
      purchase: '3.700',
      sale: '3.800',
      source: 'SUNAT',
    });
    expect(again.status).toBe(409);
    expect(Object.keys(again.body.errors)).toEqual(['date']);
    const below = await treasurer.post(`${rates}/create`, {
      date: '2025-10-30',
      purchase: '3.760',
      sale: '3.750',
      source: 'SBS',
    });
    expect(below.status).toBe(400);
    expect(Object.keys(below.body.errors)).toEqual(['sale']);

    await treasurer.post(`${rates}/create`, {
      date: '2025-10-29',
      purchase: '3.748',
      sale: '3.755',
      source: 'SUNAT',
    });
    const list = await treasurer.post(`${rates}/list`, {
      page: 1,
      perPage: 1,
      sortBy: 'purchase',
      sortDesc: true,
      filters: { from: '2025-10-01', to: '2025-10-31' },
    });
    expect(list.body).toMatchObject({ total: 2, data: [{ date: '2025-10-31', purchase: '3.7520' }] });
    const sunat = await treasurer.post(`${rates}/list`, {
      filters: { from: '2025-10-01', to: '2025-12-31', source: 'SUNAT' },
    });
    expect((sunat.body.data as { date: string }[]).map((r) => r.date)).toContain('2025-10-29');
    const day = await treasurer.post(`${rates}/for-date`, { date: '2025-10-31' });
    expect(day.body).toMatchObject({ purchase: '3.7520', sale: '3.7590' });
    expect((await treasurer.post(`${rates}/for-date`, { date: '2025-10-30' })).body).toBeNull();
  });

  it('imports a CSV or XLSX of date, purchase, sale: all or nothing', async () => {
    const upload = async (name: string, type: string, data: Buffer) => {
      const body = await multipart({}, { name, type, data });
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${rates}/import`,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': body.contentType,
          'accept-language': 'en',
        },
        payload: body.payload,
      });
      return {
        status: res.statusCode,
        body: JSON.parse(res.body) as { created: number; refused: { row: number }[] },
      };
    };
    const bad = await upload(
      'rates.csv',
      'text/csv',
      Buffer.from('date,purchase,sale\n2025-09-01,3.740,3.746\n2025-09-02,abc,3.746\n'),
    );
    expect(bad.body, JSON.stringify(bad.body)).toMatchObject({ created: 0, refused: [{ row: 3 }] });
    expect((await treasurer.post(`${rates}/for-date`, { date: '2025-09-01' })).body).toBeNull();
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('rates');
    sheet.addRow(['date', 'purchase', 'sale', 'source']);
    sheet.addRow(['01/09/2025', '3.740', '3.746', 'SUNAT']);
    sheet.addRow(['2025-09-15', '3.741', '3.747', '']);
    const good = await upload(
      'rates.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      Buffer.from(await book.xlsx.writeBuffer()),
    );
    expect(good.body).toMatchObject({ created: 2, refused: [] });
    expect((await treasurer.post(`${rates}/for-date`, { date: '2025-09-01' })).body).toMatchObject({
      purchase: '3.7400',
      source: 'SUNAT',
    });
    expect((await treasurer.post(`${rates}/for-date`, { date: '2025-09-15' })).body).toMatchObject({
      source: 'SBS',
    });
  });
});

describe('the month-end revaluation of a USD account', () => {
  it('posts the difference to 776 or 676 at the closing purchase rate, once; a missing rate writes nothing', async () => {
    const account = await treasurer.post('/api/treasury/bank-account/create', {
      companyId,
      bank: '011',
      kind: 'checking',
      currency: 'USD',
      number: '0011-0999-0100077777',
      openingBalance: '0.00',
      openingDate: '2025-01-01',
    });
    expect(account.status).toBe(200);
    const code = await codeOf(account.body.id);
    // US$ 10,000.00 collected at 3.700 = S/ 37,000.00 on the account's sub-account.
    await move(account.body.id, {
      date: '2025-08-14',
      direction: 'income',
      transactionTypeId: await typeId('COBRANZA'),
      amount: '10000.00',
      exchangeRate: '3.700',
    });
    expect(await balanceOf(code)).toBe('37000.00');

    // No rate for 2025-08-31: 409 naming the period (and the date), nothing written.
    const missing = await treasurer.post('/api/treasury/revaluation/run', { companyId, period: '2025-08' });
    expect(missing.status).toBe(409);
    expect(missing.body.code).toBe('EXCHANGE_RATE_MISSING');
    expect(Object.keys(missing.body.errors)).toEqual(['period']);
    expect(missing.body.message).toContain('08/31/2025');
    expect(await rows(sql`select id from treasury_revaluations`)).toHaveLength(0);

    // Closing purchase 3.752: 10,000 × 3.752 = 37,520.00 − 37,000.00 = 520.00 → Dr 1041xx / Cr 776.
    await treasurer.post(`${rates}/create`, {
      date: '2025-08-31',
      purchase: '3.752',
      sale: '3.758',
      source: 'SBS',
    });
    const run = await treasurer.post('/api/treasury/revaluation/run', { companyId, period: '2025-08' });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    expect(run.body).toMatchObject({
      closingDate: '2025-08-31',
      rate: '3.7520',
      posted: [
        { balanceUsd: '10000.00', bookPen: '37000.00', revaluedPen: '37520.00', difference: '520.00' },
      ],
    });
    expect(await balanceOf(code, '2025-08-31')).toBe('37520.00');
    expect(await balanceOf('776')).toBe('-520.00');
    const [entry] = await rows<{ origin: string; date: string }>(sql`
      select origin, entry_date::text as date from journal_entries
       where source_kind = 'treasury_revaluation' and company_id = ${companyId}`);
    expect(entry).toEqual({ origin: 'revaluation', date: '2025-08-31' });

    // Run again: the book already holds 37,520.00: nothing to post.
    const again = await treasurer.post('/api/treasury/revaluation/run', { companyId, period: '2025-08' });
    expect(again.body).toMatchObject({ posted: [], unchanged: 1 });

    // A payment of US$ 1,000.00 at 3.760 (S/ 3,760.00) dated in August, processed late: the re-run
    // posts only what remains. US$ 9,000 × 3.752 = 33,768.00; book 37,520.00 − 3,760.00 = 33,760.00 → +8.00.
    await move(account.body.id, {
      date: '2025-08-29',
      direction: 'expense',
      transactionTypeId: await typeId('PAGO-PROV'),
      amount: '1000.00',
      exchangeRate: '3.760',
    });
    const rest = await treasurer.post('/api/treasury/revaluation/run', { companyId, period: '2025-08' });
    expect(rest.body).toMatchObject({
      posted: [{ balanceUsd: '9000.00', bookPen: '33760.00', difference: '8.00' }],
    });
    expect(await balanceOf('776')).toBe('-528.00');

    // September closes at 3.740: 9,000 × 3.740 = 33,660.00 − 33,768.00 = −108.00 → Dr 676 / Cr 1041xx.
    const close = { date: '2025-09-30', purchase: '3.740', sale: '3.746', source: 'SBS' };
    expect((await treasurer.post(`${rates}/create`, close)).status).toBe(200);
    const sept = await treasurer.post('/api/treasury/revaluation/run', { companyId, period: '2025-09' });
    expect(sept.body).toMatchObject({ posted: [{ difference: '-108.00', revaluedPen: '33660.00' }] });
    expect(await balanceOf('676')).toBe('108.00');
    expect(await balanceOf(code)).toBe('33660.00');

    const list = await treasurer.post('/api/treasury/revaluation/list', { filters: { companyId } });
    expect(list.body.total).toBe(3);
  });
});

describe('the demo month: the dollar account at the close', () => {
  it('after the revaluation, 104102 holds the BBVA dollars at last month’s closing purchase rate', async () => {
    const [month] = await rows<{ period: string; last: string }>(sql`
      select to_char(date_trunc('month', current_date) - interval '1 month', 'YYYY-MM') as period,
             (date_trunc('month', current_date) - interval '1 day')::date::text as last`);
    if (!month) throw new Error('no month');
    const [rate] = await rows<{ purchase: string }>(
      sql`select purchase::text from treasury_exchange_rates where rate_date = ${month.last}::date`,
    );
    // The demo table has every day: the close is its last day's purchase rate.
    expect(rate).toBeDefined();
    const run = await treasurer.post('/api/treasury/revaluation/run', { companyId: 1, period: month.period });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    // What an accountant checks: the sub-account's soles = US$ balance at the close × closing rate.
    const [usd] = await rows<{ balance: string; soles: string }>(sql`
      select (b.opening_balance + coalesce((select sum(case when t.direction = 'income' then t.amount else -t.amount end)
                from treasury_transactions t where t.bank_account_id = b.id and t.state = 'processed'
                 and t.processed_on <= ${month.last}::date), 0))::numeric(16,2)::text as balance,
             (select coalesce(sum(l.debit - l.credit), 0) from journal_lines l join journal_entries e on e.id = l.entry_id
               where l.account_id = b.ledger_account_id and e.company_id = 1
                 and e.entry_date <= ${month.last}::date)::numeric(16,2)::text as soles
        from treasury_bank_accounts b where b.currency = 'USD' and b.company_id = 1`);
    const [units = '0', decimals = ''] = (rate?.purchase ?? '0').split('.');
    const rateUnits = BigInt(units) * 10_000n + BigInt(`${decimals}0000`.slice(0, 4));
    const expected = (moneyToCents(usd?.balance ?? '0') * rateUnits + 5_000n) / 10_000n;
    expect(usd?.soles).toBe(centsToMoney(expected));
    const tb = await treasurer.post('/api/bookkeeping/trial-balance', {
      companyId: 1,
      from: month.period,
      to: month.period,
    });
    expect(tb.body.balanced).toBe(true);
  });
});
