import { randomBytes } from 'node:crypto';
import { SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { limaToday } from '../src/platform/time/lima-today.ts';
import { client } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

/*
 * Receivables and collections (issue 28, section 48): partial and full payments, several documents
 * in one collection, the detracción deposit, a USD invoice collected at other rates, the not-overflow
 * and state rules, write-offs, the aging on fixed dates, the client's account and who may call what.
 * Issued documents are written straight into the database: this file tests what happens after issue.
 */

const ctx = useTestApp();
type Body = Record<string, unknown> & { errors?: Record<string, string[]>; message?: string; code?: string };
type Res = { status: number; body: Body; raw: Buffer };
type Api = { post: (url: string, body?: unknown) => Promise<Res> };
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

const base = '/api/billing/receivables';
const today = limaToday();
let api: Api;
let companyId = 0;
let clientId = 0;
let otherClientId = 0;
let seriesId = 0;
let penAccount = 0;
let usdAccount = 0;
let number = 0;

type DocInput = {
  client?: number;
  currency?: 'PEN' | 'USD';
  total: string;
  rate?: string;
  detraction?: string;
  issueDate?: string;
  dueDate?: string;
  state?: string;
};

/** An issued factura as the sales documents' issue leaves it: net = total − detracción. */
const insertDocument = async (d: DocInput): Promise<number> => {
  number += 1;
  const rate = d.currency === 'USD' ? (d.rate ?? '3.7000') : null;
  const totalPen = rate ? (Number(d.total) * Number(rate)).toFixed(2) : d.total;
  const det = d.detraction ?? '0.00';
  const netPen = (Number(totalPen) - Number(det)).toFixed(2);
  const net = rate ? (Number(d.total) - Number(det) / Number(rate)).toFixed(2) : netPen;
  const [row] = await rows<{ id: number }>(sql`
    insert into sales_documents (company_id, client_id, document_type, series_id, number, state, issue_date,
      due_date, currency, exchange_rate, taxable_amount, igv_amount, total_amount, total_pen,
      detraction_applies, detraction_amount_pen, net_amount_pen, net_amount)
    values (${companyId}, ${d.client ?? clientId}, '01', ${seriesId}, ${number}, ${d.state ?? 'issued'},
      ${d.issueDate ?? today}, ${d.dueDate ?? today}, ${d.currency ?? 'PEN'}, ${rate}, ${d.total}, '0', ${d.total},
      ${totalPen}, ${det !== '0.00'}, ${det}, ${netPen}, ${net})
    returning id`);
  return row!.id;
};

const documentOf = async (id: number) =>
  (await rows<{ state: string }>(sql`select state from sales_documents where id = ${id}`))[0]?.state;

/** The lines of an entry as `code D|C amount`, sorted. */
const entryLines = async (entryId: unknown) =>
  (
    await rows<{ line: string }>(sql`
      select a.code || case when l.debit > 0 then ' D ' || l.debit else ' C ' || l.credit end as line
        from journal_lines l join accounting_accounts a on a.id = l.account_id
       where l.entry_id = ${Number(entryId)}`)
  )
    .map((r) => r.line.replace(/^1041\d+/, 'BANK'))
    .sort();

const collect = (body: Record<string, unknown>) =>
  api.post(`${base}/collection/create`, {
    clientId,
    date: today,
    kind: 'payment',
    bankAccountId: penAccount,
    ...body,
  });

beforeAll(async () => {
  const user = await createTestUser(ctx, { sections: [SECTION_IDS.RECEIVABLES] });
  api = client(ctx, await sessionToken(ctx, user)) as unknown as Api;
  const [bank] = await rows<{ company_id: number }>(
    sql`select company_id from treasury_bank_accounts where status = 'active' and currency = 'USD' order by id limit 1`,
  );
  companyId = bank!.company_id;
  const accountOf = async (currency: string) =>
    (
      await rows<{ id: number }>(sql`select id from treasury_bank_accounts where company_id = ${companyId}
        and currency = ${currency} and status = 'active' and ledger_account_id is not null order by id limit 1`)
    )[0]!.id;
  penAccount = await accountOf('PEN');
  usdAccount = await accountOf('USD');
  const clientsFound = await rows<{ id: number }>(
    sql`select id from clients where document_type = 'RUC' order by id limit 2`,
  );
  clientId = clientsFound[0]!.id;
  otherClientId = clientsFound[1]!.id;
  const code = `F${randomBytes(2)
    .toString('hex')
    .toUpperCase()
    .slice(0, 3)
    .replace(/[^A-Z0-9]/g, '9')}`;
  const [series] = await rows<{ id: number }>(sql`
    insert into billing_series (company_id, document_type, series) values (${companyId}, '01', ${code})
    returning id`);
  seriesId = series!.id;
  await rows(sql`
    insert into billing_company_settings (company_id, detraction_account) values (${companyId}, '00-000-123456')
    on conflict (company_id) do update set detraction_account = excluded.detraction_account`);
  await rows(sql`
    insert into treasury_exchange_rates (rate_date, purchase, sale, source) values (${today}, '3.7500', '3.7600', 'SBS')
    on conflict (currency, rate_date) do update set purchase = excluded.purchase, sale = excluded.sale`);
});

describe('collections', () => {
  it('a partial payment, the rest, then the detracción deposit: issued → partially paid → paid', async () => {
    const doc = await insertDocument({ total: '1180.00', detraction: '47.00' });
    const first = await collect({ reference: 'OP-1', allocations: [{ documentId: doc, amount: '500.00' }] });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      kind: 'payment',
      currency: 'PEN',
      amount: '500.00',
      amountPen: '500.00',
    });
    expect(first.body.code).toMatch(/^COB-\d{4}-\d{6}$/);
    expect(await documentOf(doc)).toBe('partially_paid');
    expect(await entryLines(first.body.journalEntryId)).toEqual(['1212 C 500.00', 'BANK D 500.00']);
    const [movement] = await rows<Record<string, unknown>>(sql`
      select state, direction, amount, bank_account_id, journal_entry_id, operation_number, client_id
        from treasury_transactions where id = ${Number(first.body.treasuryTransactionId)}`);
    expect(movement).toMatchObject({
      state: 'processed',
      direction: 'income',
      amount: '500.00',
      bank_account_id: penAccount,
      journal_entry_id: first.body.journalEntryId,
      operation_number: 'OP-1',
      client_id: clientId,
    });
    const [audit] = await rows<{ n: number }>(sql`select count(*)::int as n from audit_log
      where entity = 'billing_collection' and entity_id = ${String(first.body.id)} and action = 'create'`);
    expect(audit?.n).toBe(1);

    const rest = await collect({ allocations: [{ documentId: doc, amount: '633.00' }] });
    expect(rest.status).toBe(200);
    // The net part is paid; the detracción is still to be deposited.
    expect(await documentOf(doc)).toBe('partially_paid');

    const deposit = await collect({
      kind: 'detraction',
      bankAccountId: null,
      constanciaNumber: `C${number}77`,
      allocations: [{ documentId: doc, amount: '47.00' }],
    });
    expect(deposit.status).toBe(200);
    expect(deposit.body).toMatchObject({
      kind: 'detraction',
      treasuryTransactionId: null,
      accountLabel: 'Banco de la Nación 00-000-123456',
    });
    expect(await entryLines(deposit.body.journalEntryId)).toEqual(['1073 D 47.00', '1212 C 47.00']);
    expect(await documentOf(doc)).toBe('paid');

    const again = await collect({ allocations: [{ documentId: doc, amount: '1.00' }] });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('SALES_DOCUMENT_STATE');
    expect(again.body.message).toContain('paid');
    expect(again.body.errors).toHaveProperty(['allocations.0.documentId']);

    const sameConstancia = await collect({
      kind: 'detraction',
      constanciaNumber: `C${number}77`,
      allocations: [
        { documentId: await insertDocument({ total: '590.00', detraction: '24.00' }), amount: '24.00' },
      ],
    });
    expect(sameConstancia.status).toBe(409);
    expect(sameConstancia.body.errors).toHaveProperty('constanciaNumber');
  });

  it('pays several documents in one collection, and lists and exports it', async () => {
    const a = await insertDocument({ total: '300.00' });
    const b = await insertDocument({ total: '200.00' });
    const res = await collect({
      reference: 'OP-MULTI',
      allocations: [
        { documentId: a, amount: '300.00' },
        { documentId: b, amount: '150.00' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.amount).toBe('450.00');
    expect((res.body.allocations as unknown[]).length).toBe(2);
    expect(await documentOf(a)).toBe('paid');
    expect(await documentOf(b)).toBe('partially_paid');
    expect(await entryLines(res.body.journalEntryId)).toEqual([
      '1212 C 150.00',
      '1212 C 300.00',
      'BANK D 450.00',
    ]);

    const list = await api.post(`${base}/collection/list`, { q: 'OP-MULTI', filters: { clientId } });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    const [item] = list.body.data as { documents: string; id: number }[];
    expect(item?.id).toBe(res.body.id);
    expect(item?.documents.split(', ').length).toBe(2);
    const byDocument = await api.post(`${base}/collection/list`, { filters: { documentId: b } });
    expect((byDocument.body.data as { id: number }[]).map((r) => r.id)).toEqual([res.body.id]);

    const file = await api.post(`${base}/collection/export`, { q: 'OP-MULTI' });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Code');
    expect(sheet.rowCount).toBe(2);
  });

  it('books the exchange difference of a USD invoice collected at other rates (676, then 776)', async () => {
    // US$ 1,000.00 at 3.7000 = S/ 3,700.00; detracción 4 % = S/ 148; net US$ 1,000 − 148 / 3.70 = US$ 960.00, S/ 3,552.00.
    const doc = await insertDocument({
      currency: 'USD',
      total: '1000.00',
      rate: '3.7000',
      detraction: '148.00',
    });
    const usd = (amount: string, rate: string) =>
      collect({ bankAccountId: usdAccount, exchangeRate: rate, allocations: [{ documentId: doc, amount }] });
    // US$ 480 at 3.65 = S/ 1,752.00 in the bank; at the document's 3.70 it was S/ 1,776.00: loss S/ 24.00.
    const first = await usd('480.00', '3.650');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      currency: 'USD',
      amountPen: '1752.00',
      exchangeDifferencePen: '-24.00',
    });
    expect(await entryLines(first.body.journalEntryId)).toEqual([
      '1212 C 1776.00',
      '676 D 24.00',
      'BANK D 1752.00',
    ]);
    // US$ 480 at 3.80 = S/ 1,824.00; the receivable still holds S/ 3,552 − 1,776 = 1,776.00: gain S/ 48.00.
    const second = await usd('480.00', '3.800');
    expect(second.body).toMatchObject({ amountPen: '1824.00', exchangeDifferencePen: '48.00' });
    expect(await entryLines(second.body.journalEntryId)).toEqual([
      '1212 C 1776.00',
      '776 C 48.00',
      'BANK D 1824.00',
    ]);
    expect(await documentOf(doc)).toBe('partially_paid');

    // Without a rate, the day's purchase rate from the table.
    const other = await insertDocument({ currency: 'USD', total: '100.00', rate: '3.7000' });
    const byTable = await collect({
      bankAccountId: usdAccount,
      allocations: [{ documentId: other, amount: '100.00' }],
    });
    expect(byTable.body).toMatchObject({
      exchangeRate: '3.7500',
      amountPen: '375.00',
      exchangeDifferencePen: '5.00',
    });
    expect(await documentOf(other)).toBe('paid');

    // A PEN account cannot take a USD document.
    const mismatch = await collect({ allocations: [{ documentId: doc, amount: '1.00' }] });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toHaveProperty(['allocations.0.documentId']);

    const deposit = await collect({
      kind: 'detraction',
      constanciaNumber: `USD${number}`,
      allocations: [{ documentId: doc, amount: '148.00' }],
    });
    expect(deposit.status).toBe(200);
    expect(await documentOf(doc)).toBe('paid');
  });

  it('refuses more than the balance of a part, naming the document, and writes nothing', async () => {
    const doc = await insertDocument({ total: '1180.00', detraction: '47.00' });
    const [before] = await rows<{ c: number; t: number }>(sql`select
      (select count(*)::int from billing_collections) as c, (select count(*)::int from treasury_transactions) as t`);
    const over = await collect({ allocations: [{ documentId: doc, amount: '1133.01' }] });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('COLLECTION_EXCEEDS_BALANCE');
    expect(over.body.message).toMatch(/F\w{3}-\d{8}/);
    expect(over.body.message).toContain('1133.00');
    expect(over.body.errors).toHaveProperty(['allocations.0.amount']);
    const overDeposit = await collect({
      kind: 'detraction',
      constanciaNumber: `X${number}`,
      allocations: [{ documentId: doc, amount: '48.00' }],
    });
    expect(overDeposit.status).toBe(409);
    const [after] = await rows<{ c: number; t: number }>(sql`select
      (select count(*)::int from billing_collections) as c, (select count(*)::int from treasury_transactions) as t`);
    expect(after).toEqual(before);
    expect(await documentOf(doc)).toBe('issued');

    const zero = await collect({ allocations: [{ documentId: doc, amount: '0.00' }] });
    expect(zero.status).toBe(400);
    const future = await collect({ date: '2999-01-01', allocations: [{ documentId: doc, amount: '1.00' }] });
    expect(future.status).toBe(400);
    const otherClient = await collect({
      allocations: [
        { documentId: await insertDocument({ client: otherClientId, total: '10.00' }), amount: '1.00' },
      ],
    });
    expect(otherClient.status).toBe(400);
  });

  it('takes one of two collections of the whole balance sent at once, and refuses the other', async () => {
    const doc = await insertDocument({ total: '800.00' });
    const answers = await Promise.all(
      ['OP-RACE-1', 'OP-RACE-2'].map((reference) =>
        collect({ reference, allocations: [{ documentId: doc, amount: '800.00' }] }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.code).toMatch(
      /COLLECTION_EXCEEDS_BALANCE|SALES_DOCUMENT_STATE/,
    );
    const [allocated] = await rows<{ total: string }>(
      sql`select sum(amount)::text as total from billing_collection_allocations where document_id = ${doc}`,
    );
    expect(allocated?.total).toBe('800.00');
    expect(await documentOf(doc)).toBe('paid');
  });

  it('refuses a document that is not issued, naming its state', async () => {
    const voided = await insertDocument({ total: '100.00', state: 'voided' });
    const res = await collect({ allocations: [{ documentId: voided, amount: '10.00' }] });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('SALES_DOCUMENT_STATE');
    expect(res.body.message).toContain('voided');
  });
});

describe('write-offs', () => {
  it('writes off what remains with its reason: 68711 / 1911 / 1212, and the document is paid', async () => {
    const doc = await insertDocument({ total: '300.00' });
    await collect({ allocations: [{ documentId: doc, amount: '250.00' }] });
    const over = await api.post(`${base}/write-off/create`, {
      documentId: doc,
      part: 'net',
      amount: '50.01',
      reason: 'Cliente en liquidación',
      date: today,
    });
    expect(over.status).toBe(409);
    const res = await api.post(`${base}/write-off/create`, {
      documentId: doc,
      part: 'net',
      amount: '50.00',
      reason: 'Cliente en liquidación',
      date: today,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      amount: '50.00',
      bookAmountPen: '50.00',
      reason: 'Cliente en liquidación',
    });
    expect(await entryLines(res.body.journalEntryId)).toEqual([
      '1212 C 50.00',
      '1911 C 50.00',
      '1911 D 50.00',
      '68711 D 50.00',
    ]);
    expect(await documentOf(doc)).toBe('paid');
    const noReason = await api.post(`${base}/write-off/create`, {
      documentId: doc,
      part: 'net',
      amount: '1.00',
      date: today,
    });
    expect(noReason.status).toBe(400);
  });
});

describe('client account and aging', () => {
  it('ages the open balance on fixed dates, per client and in total', async () => {
    // A client of its own: the demo's facturas stay out of its figures.
    const [created] = await rows<{
      id: number;
    }>(sql`insert into clients (document_type, document_number, legal_name)
      values ('RUC', ${`20${String(Date.now()).slice(-9)}`}, 'Cliente de antigüedad SAC') returning id`);
    const aged = created!.id;
    const at = (issueDate: string, dueDate: string, total: string) =>
      insertDocument({ client: aged, total, issueDate, dueDate });
    await at('2026-06-01', '2026-07-15', '100.00'); // not due at 30 June: current
    await at('2026-05-21', '2026-06-20', '200.00'); // 10 days
    await at('2026-04-15', '2026-05-15', '300.00'); // 46 days
    await at('2026-03-11', '2026-04-10', '400.00'); // 81 days
    await at('2026-01-02', '2026-02-01', '500.00'); // 149 days
    await at('2026-07-02', '2026-08-01', '999.00'); // issued after the day: left out
    const aging = await api.post(`${base}/aging`, { filters: { asOf: '2026-06-30', clientId: aged } });
    expect(aging.status).toBe(200);
    expect(aging.body.data).toEqual([
      expect.objectContaining({
        clientId: aged,
        documents: 5,
        current: '100.00',
        days1to30: '200.00',
        days31to60: '300.00',
        days61to90: '400.00',
        over90: '500.00',
        total: '1500.00',
      }),
    ]);
    expect(aging.body.totals).toMatchObject({ total: '1500.00', over90: '500.00' });
    // At 10 July the 2 July document counts (current), the 10 April one is 91 days past due (over 90).
    const later = await api.post(`${base}/aging`, { filters: { asOf: '2026-07-10', clientId: aged } });
    expect(later.body.data).toEqual([
      expect.objectContaining({
        current: '1099.00',
        days1to30: '200.00',
        days31to60: '300.00',
        days61to90: '0.00',
        over90: '900.00',
      }),
    ]);

    const all = await api.post(`${base}/aging`, { perPage: 1, sortBy: 'total', sortDesc: true });
    expect(all.status).toBe(200);
    expect((all.body.data as unknown[]).length).toBe(1);
    expect(all.body.total as number).toBeGreaterThanOrEqual(1);

    const account = await api.post(`${base}/client-account`, { clientId: aged });
    expect(account.status).toBe(200);
    expect(account.body.balance).toMatchObject({
      net: [{ currency: 'PEN', amount: '2499.00' }],
      detractionPen: '0.00',
      totalPen: '2499.00',
      openDocuments: 6,
    });
    const asOfAccount = await api.post(`${base}/client-account`, { clientId: aged, asOf: '2026-06-30' });
    expect((asOfAccount.body.documents as unknown[]).length).toBe(5);

    // The same aging as Excel: the client's row with its buckets as numbers, in the caller's language.
    const file = await api.post(`${base}/aging/export`, { filters: { asOf: '2026-06-30', clientId: aged } });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      'Cliente de antigüedad SAC',
      expect.any(String),
      5,
      100,
      200,
      300,
      400,
      500,
      1500,
    ]);
  });

  it('answers the client record its balance, in soles and per currency', async () => {
    const res = await api.post(`${base}/client-balance`, { clientId });
    expect(res.status).toBe(200);
    expect(res.body.clientId).toBe(clientId);
    expect(res.body.openDocuments as number).toBeGreaterThan(0);
  });
});

describe('access', () => {
  it('needs the receivables section; the client record reads the balance with the clients section', async () => {
    const outsider = client(
      ctx,
      await sessionToken(ctx, await createTestUser(ctx, { sections: [SECTION_IDS.SALES_DOCUMENTS] })),
    );
    for (const path of [
      'collection/list',
      'collection/create',
      'write-off/create',
      'aging',
      'aging/export',
      'client-account',
      'client-balance',
    ])
      expect((await outsider.post(`${base}/${path}`, {})).status, path).toBe(403);
    const clientsUser = client(
      ctx,
      await sessionToken(ctx, await createTestUser(ctx, { sections: [SECTION_IDS.CLIENTS] })),
    );
    expect((await clientsUser.post(`${base}/client-balance`, { clientId })).status).toBe(200);
    expect((await clientsUser.post(`${base}/aging`, {})).status).toBe(403);
  });
});

describe('the demo company', () => {
  it('has collections of its older facturas in treasury and the books, and open ones for the aging', async () => {
    const [demo] = await rows<{
      payments: number;
      deposits: number;
      booked: number;
      moved: number;
      states: string;
    }>(sql`
      select count(*) filter (where c.kind = 'payment')::int as payments,
             count(*) filter (where c.kind = 'detraction')::int as deposits,
             count(c.journal_entry_id)::int as booked,
             count(c.treasury_transaction_id)::int as moved,
             (select string_agg(distinct d.state, ',' order by d.state) from sales_documents d
               join billing_series s on s.id = d.series_id where s.series = 'F001') as states
        from billing_collections c where c.created_by = (select id from users where email = 'admin@zerg.pe')`);
    expect(demo?.payments).toBeGreaterThan(0);
    expect(demo?.deposits).toBeGreaterThan(0);
    expect(demo?.booked).toBe((demo?.payments ?? 0) + (demo?.deposits ?? 0));
    expect(demo?.moved).toBe(demo?.payments);
    expect(demo?.states).toContain('paid');
    expect(demo?.states).toContain('issued');
  });
});
