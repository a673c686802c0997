import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from './setup/http.ts';
import { multipart, TINY_PDF, TINY_PNG } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';
import { type TreasuryFixture, treasuryFixture } from './setup/treasury-fixtures.ts';

const ctx = useTestApp();
const accounts = '/api/treasury/bank-account';
const base = '/api/treasury/transaction';

type Body = Record<string, unknown> & {
  id: number;
  code: string;
  state: string;
  errors: Record<string, string[]>;
  message: string;
  balance: string;
  available: string;
  amountPen: string;
  journalEntryId: number | null;
  attachments: { id: number; name: string }[];
  data: { id: number }[];
  total: number;
};
type Res = { status: number; body: Body; headers: Record<string, unknown>; raw: Buffer };
type Api = { post: (url: string, body?: unknown) => Promise<Res> };
const typed = (api: ReturnType<typeof client>): Api => ({
  post: async (url, body = {}) => (await api.post(url, body)) as unknown as Res,
});

/** The maker (creates movements) and the checker (approves and processes them): two people. */
let treasurer: Api;
let checker: Api;
let makerId = 0;
let checkerId = 0;
let token = '';
let fx: TreasuryFixture;
let clientId = 0;
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

// Each test file has its own database: a counter keeps account numbers unique and the run repeatable.
let accountSeq = 0;
const newAccount = async (over: Record<string, unknown> = {}) => {
  accountSeq += 1;
  const res = await treasurer.post(`${accounts}/create`, {
    companyId: 1,
    bank: '002',
    kind: 'checking',
    currency: 'PEN',
    number: `195-${2027000 + accountSeq}`,
    openingBalance: '1000.00',
    openingDate: '2026-01-01',
    ...over,
  });
  expect(res.status).toBe(200);
  return res.body.id;
};
const balances = async (id: number) => {
  const { body } = await treasurer.post(`${accounts}/get`, { id });
  return { balance: body.balance, available: body.available };
};
const movement = (accountId: number, over: Record<string, unknown> = {}) => ({
  companyId: 1,
  bankAccountId: accountId,
  date: '2026-03-10',
  direction: 'expense',
  transactionTypeId: fx.expenseType,
  counterpartyKind: 'other',
  counterpartyName: 'Proveedor S.A.C.',
  counterpartyDocument: '20100047218',
  concept: 'Pago a proveedor',
  amount: '100.00',
  currency: 'PEN',
  ...over,
});
const income = (accountId: number, over: Record<string, unknown> = {}) =>
  movement(accountId, { direction: 'income', transactionTypeId: fx.incomeType, ...over });
const create = async (body: Record<string, unknown>) => {
  const res = await treasurer.post(`${base}/create`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const approve = (id: number, over: Record<string, unknown> = {}) =>
  checker.post(`${base}/approve`, { id, ...over });
const processIt = (id: number, over: Record<string, unknown> = {}) =>
  checker.post(`${base}/process`, { id, operationNumber: `OP-${id}`, ...over });

/** A user holding `sections`, named so the movement's steps can tell who did what. */
const person = async (sections: number[], fullName: string) => {
  const user = await createTestUser(ctx, { sections });
  await ctx.database.pool.query('update users set full_name = $1 where id = $2', [fullName, user.id]);
  const userToken = await sessionToken(ctx, user);
  return { id: user.id, token: userToken, api: typed(client(ctx, userToken)) };
};

beforeAll(async () => {
  const maker = await person([38, 39], 'Cajera Uno');
  const second = await person([38, 39], 'Jefa de Finanzas');
  token = maker.token;
  treasurer = maker.api;
  makerId = maker.id;
  checker = second.api;
  checkerId = second.id;
  fx = await treasuryFixture(ctx);
  const [c] = await rows<{ id: number }>(sql`select id from clients where is_active order by id limit 1`);
  clientId = c?.id ?? 0;
});

describe('balance', () => {
  it('is the opening balance plus processed incomes minus processed expenses; pending and canceled do not count', async () => {
    const id = await newAccount();
    const inc = await create(income(id, { amount: '250.50' }));
    expect(inc.code).toMatch(/^TES-2026-\d{6}$/);
    expect((await approve(inc.id)).body.state).toBe('approved');
    expect(await balances(id)).toEqual({ balance: '1000.00', available: '1000.00' });
    const processed = await processIt(inc.id, { operationNumber: 'OP-1' });
    expect(processed.body.state).toBe('processed');
    expect(await balances(id)).toEqual({ balance: '1250.50', available: '1250.50' });

    const exp = await create(movement(id, { amount: '100.25' }));
    await approve(exp.id);
    // Approved: still in the bank, no longer available.
    expect(await balances(id)).toEqual({ balance: '1250.50', available: '1150.25' });
    await processIt(exp.id);
    expect(await balances(id)).toEqual({ balance: '1150.25', available: '1150.25' });

    await create(movement(id, { amount: '40.00' }));
    const canceled = await create(movement(id, { amount: '30.00' }));
    await approve(canceled.id);
    const cancel = await treasurer.post(`${base}/cancel`, { id: canceled.id, reason: 'Duplicado' });
    expect(cancel.body.state).toBe('canceled');
    expect(await balances(id)).toEqual({ balance: '1150.25', available: '1150.25' });
  });

  it('a USD account counts in dollars; amountPen is amount × rate rounded half up', async () => {
    const id = await newAccount({ currency: 'USD', openingBalance: '500.00' });
    const usd = await create(income(id, { currency: 'USD', amount: '100.01', exchangeRate: '3.745' }));
    expect(usd).toMatchObject({ exchangeRate: '3.7450', amountPen: '374.54' });
    // 0.05 × 3.7 = 0.185 → 0.19 (half up)
    const half = await create(movement(id, { currency: 'USD', amount: '0.05', exchangeRate: '3.700' }));
    expect(half.amountPen).toBe('0.19');
    await approve(usd.id);
    await processIt(usd.id);
    expect(await balances(id)).toEqual({ balance: '600.01', available: '600.01' });
    const pen = await treasurer.post(`${base}/create`, income(id, { currency: 'PEN' }));
    expect(pen.status).toBe(400);
    expect(pen.body.errors.currency).toEqual(["Must be the account's currency (USD)"]);
    const noRate = await treasurer.post(`${base}/create`, income(id, { currency: 'USD' }));
    expect(Object.keys(noRate.body.errors)).toEqual(['exchangeRate']);
    const nothingInSoles = await treasurer.post(
      `${base}/create`,
      income(id, { currency: 'USD', amount: '0.01', exchangeRate: '0.001' }),
    );
    expect(Object.keys(nothingInSoles.body.errors)).toEqual(['exchangeRate']);
  });
});

describe('rules of a movement', () => {
  it('refuses a wrong type, an inactive or foreign account, a missing client, naming the field', async () => {
    const id = await newAccount();
    const wrongDirection = await treasurer.post(
      `${base}/create`,
      movement(id, { transactionTypeId: fx.incomeType }),
    );
    expect(wrongDirection.status).toBe(400);
    expect(wrongDirection.body.errors.transactionTypeId).toEqual([
      "The transaction type does not match the movement's direction (income or expense)",
    ]);
    const inactiveType = await treasurer.post(
      `${base}/create`,
      movement(id, { transactionTypeId: fx.inactiveType }),
    );
    expect(Object.keys(inactiveType.body.errors)).toEqual(['transactionTypeId']);
    const otherCompany = await treasurer.post(`${base}/create`, movement(id, { companyId: 2 }));
    expect(Object.keys(otherCompany.body.errors)).toEqual(['bankAccountId']);
    const missingClient = await treasurer.post(
      `${base}/create`,
      income(id, { counterpartyKind: 'client', clientId: 99_999_999 }),
    );
    expect(Object.keys(missingClient.body.errors)).toEqual(['clientId']);
    const noClient = await treasurer.post(`${base}/create`, income(id, { counterpartyKind: 'client' }));
    expect(Object.keys(noClient.body.errors)).toEqual(['clientId']);
    const empty = await treasurer.post(`${base}/create`, {});
    expect(Object.keys(empty.body.errors)).toEqual(
      expect.arrayContaining(['companyId', 'bankAccountId', 'date', 'direction', 'concept', 'amount']),
    );
    await treasurer.post(`${accounts}/change-status`, { id, status: 'inactive' });
    const inactive = await treasurer.post(`${base}/create`, movement(id));
    expect(inactive.body.errors.bankAccountId).toEqual(['The account is inactive']);
  });

  it("snapshots a client's name and document", async () => {
    const id = await newAccount();
    const res = await create(
      income(id, { counterpartyKind: 'client', clientId, counterpartyName: 'ignored' }),
    );
    const [c] = await rows<{ legal_name: string; document_number: string }>(
      sql`select legal_name, document_number from clients where id = ${clientId}`,
    );
    expect(res).toMatchObject({
      counterpartyKind: 'client',
      clientId,
      counterpartyName: c?.legal_name,
      counterpartyDocument: c?.document_number,
    });
  });

  it('an expense over the available balance is refused at create (400 amount) and at approval (409)', async () => {
    const id = await newAccount({ openingBalance: '300.00' });
    const over = await treasurer.post(`${base}/create`, movement(id, { amount: '300.01' }));
    expect(over.status).toBe(400);
    expect(over.body.errors.amount).toEqual(['The value cannot exceed the balance of 300.00']);
    const a = await create(movement(id, { amount: '200.00' }));
    const b = await create(movement(id, { amount: '150.00' }));
    expect((await approve(a.id)).status).toBe(200);
    const refused = await approve(b.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('INSUFFICIENT_BALANCE');
    expect(refused.body.message).toContain('100.00');
    expect((await treasurer.post(`${base}/get`, { id: b.id })).body.state).toBe('pending');
  });

  it('two approvals of the same movement at once: exactly one 200 and one 409', async () => {
    const id = await newAccount();
    const m = await create(movement(id, { amount: '10.00' }));
    const results = await Promise.all([approve(m.id), approve(m.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.code).toBe('INVALID_CHANGE');
  });

  it('refuses every change the state machine does not allow (409) and missing movements (404)', async () => {
    const id = await newAccount();
    const m = await create(movement(id));
    expect((await processIt(m.id)).status).toBe(409);
    expect((await treasurer.post(`${base}/reverse`, { id: m.id, reason: 'x' })).status).toBe(409);
    await approve(m.id);
    expect((await approve(m.id)).status).toBe(409);
    expect((await treasurer.post(`${base}/update`, { id: m.id, ...movement(id) })).status).toBe(409);
    await processIt(m.id);
    for (const [path, body] of [
      ['approve', { id: m.id }],
      ['process', { id: m.id, operationNumber: 'OP-AGAIN' }],
      ['cancel', { id: m.id, reason: 'tarde' }],
    ] as const)
      expect((await treasurer.post(`${base}/${path}`, body)).status).toBe(409);
    const missing = 2_000_000_000;
    for (const [path, body] of [
      ['get', { id: missing }],
      ['approve', { id: missing }],
      ['process', { id: missing, operationNumber: 'OP-MISSING' }],
      ['cancel', { id: missing, reason: 'x' }],
      ['reverse', { id: missing, reason: 'x' }],
      ['update', { id: missing, ...movement(id) }],
      ['payment-file', { id: missing }],
      ['attachment/download', { id: missing }],
      ['attachment/delete', { id: missing }],
    ] as const)
      expect([path, (await treasurer.post(`${base}/${path}`, body)).status]).toEqual([path, 404]);
  });

  it('edits a pending manual movement; lists and exports with filters', async () => {
    const id = await newAccount();
    const m = await create(movement(id, { concept: 'Concepto único QZX' }));
    const edited = await treasurer.post(`${base}/update`, {
      id: m.id,
      ...movement(id, { amount: '55.55', concept: 'Concepto único QZX' }),
    });
    expect(edited.body).toMatchObject({ amount: '55.55', amountPen: '55.55' });
    const list = await treasurer.post(`${base}/list`, {
      q: 'QZX',
      filters: { state: 'pending', bankAccountId: id },
    });
    expect(list.body.total).toBe(1);
    const byCode = await treasurer.post(`${base}/list`, { q: m.code });
    expect(byCode.body.data.map((r) => r.id)).toContain(m.id);
    const file = await treasurer.post(`${base}/export`, { filters: { direction: 'expense' } });
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');
  });
});

describe('processing and reversal', () => {
  it('refuses to process without the bank operation number, naming the field', async () => {
    const id = await newAccount();
    const m = await create(movement(id, { amount: '15.00' }));
    await approve(m.id);
    for (const operationNumber of [undefined, null, '', '   ']) {
      const res = await checker.post(`${base}/process`, { id: m.id, operationNumber });
      expect(res.status).toBe(400);
      expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['operationNumber']);
    }
    const still = await checker.post(`${base}/get`, { id: m.id });
    expect(still.body.state).toBe('approved');
  });

  it('posts the journal entry of the type; the reversal posts the swapped entry once', async () => {
    const id = await newAccount();
    const m = await create(movement(id, { amount: '80.00' }));
    await approve(m.id);
    const done = await processIt(m.id, { processedOn: '2026-03-12', operationNumber: 'OP-77' });
    expect(done.body).toMatchObject({
      state: 'processed',
      processedOn: '2026-03-12',
      operationNumber: 'OP-77',
    });
    const entryId = done.body.journalEntryId;
    expect(entryId).toEqual(expect.any(Number));
    const lines = await rows<{ account_id: number; debit: string; credit: string }>(
      sql`select account_id, debit::text, credit::text from journal_lines where entry_id = ${entryId} order by line_no`,
    );
    expect(lines).toEqual([
      { account_id: fx.expenseAccount, debit: '80.00', credit: '0.00' },
      { account_id: fx.bankAccount, debit: '0.00', credit: '80.00' },
    ]);
    const reversal = await treasurer.post(`${base}/reverse`, { id: m.id, reason: 'Pago duplicado' });
    expect(reversal.status).toBe(200);
    expect(reversal.body).toMatchObject({
      state: 'pending',
      direction: 'income',
      reversesId: m.id,
      amount: '80.00',
    });
    expect((await treasurer.post(`${base}/reverse`, { id: m.id, reason: 'otra vez' })).status).toBe(409);
    await approve(reversal.body.id);
    const back = await processIt(reversal.body.id);
    expect(back.status).toBe(200);
    const swapped = await rows<{ account_id: number; debit: string; credit: string }>(
      sql`select account_id, debit::text, credit::text from journal_lines where entry_id = ${back.body.journalEntryId} order by line_no`,
    );
    expect(swapped).toEqual([
      { account_id: fx.bankAccount, debit: '80.00', credit: '0.00' },
      { account_id: fx.expenseAccount, debit: '0.00', credit: '80.00' },
    ]);
    expect(await balances(id)).toEqual({ balance: '1000.00', available: '1000.00' });
    expect((await treasurer.post(`${base}/get`, { id: m.id })).body.reversedById).toBe(reversal.body.id);
    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where entity = 'treasury_transaction' and entity_id = ${String(m.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'approve', 'process', 'reverse']);
  });
});

describe('attachments', () => {
  const upload = async (transactionId: number, file: { name: string; type: string; data: Buffer }) => {
    const form = await multipart({ transaction_id: String(transactionId) }, file);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${base}/attachment/upload`,
      headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
      payload: form.payload,
    });
    return { status: res.statusCode, body: res.json() as Body };
  };

  it('uploads a PDF or image, downloads it, deletes it before processing only', async () => {
    const id = await newAccount();
    const m = await create(movement(id));
    const up = await upload(m.id, { name: 'voucher.png', type: 'image/png', data: TINY_PNG });
    expect(up.status).toBe(200);
    const fileId = up.body.attachments[0]?.id as number;
    const down = await treasurer.post(`${base}/attachment/download`, { id: fileId });
    expect(down.status).toBe(200);
    expect(down.headers['content-type']).toBe('image/png');
    expect(
      (await upload(m.id, { name: 'x.txt', type: 'text/plain', data: Buffer.from('hola') })).status,
    ).toBe(400);
    expect(
      (
        await upload(m.id, {
          name: 'big.pdf',
          type: 'application/pdf',
          data: Buffer.concat([TINY_PDF, Buffer.alloc(11 * 1024 * 1024)]),
        })
      ).status,
    ).toBe(413);
    const removed = await treasurer.post(`${base}/attachment/delete`, { id: fileId });
    expect(removed.body.attachments).toEqual([]);
    const receipt = await upload(m.id, { name: 'receipt.pdf', type: 'application/pdf', data: TINY_PDF });
    await approve(m.id);
    await processIt(m.id);
    const kept = await treasurer.post(`${base}/attachment/delete`, { id: receipt.body.attachments[0]?.id });
    expect(kept.status).toBe(409);
  });
});

describe('two people (issue 24, point 3)', () => {
  const audited = (id: number) =>
    rows<{ action: string; user_id: number | null }>(
      sql`select action, user_id from audit_log where entity = 'treasury_transaction' and entity_id = ${String(id)} order by id`,
    );

  it('the maker can neither approve nor process; the checker does both, and every step names who', async () => {
    const id = await newAccount();
    const m = await create(movement(id, { amount: '25.00' }));
    expect(m).toMatchObject({ makerIds: [makerId], onePersonAllowed: false, createdByName: 'Cajera Uno' });
    const own = await treasurer.post(`${base}/approve`, { id: m.id });
    expect([own.status, own.body.code]).toEqual([403, 'TREASURY_SAME_PERSON']);
    expect(own.body.message).toBe('You made this movement: another person must approve and process it');
    expect((await approve(m.id)).status).toBe(200);
    const ownProcess = await treasurer.post(`${base}/process`, { id: m.id, operationNumber: 'OP-OWN' });
    expect([ownProcess.status, ownProcess.body.code]).toEqual([403, 'TREASURY_SAME_PERSON']);
    const done = await processIt(m.id);
    expect(done.body).toMatchObject({
      state: 'processed',
      createdByName: 'Cajera Uno',
      approvedByName: 'Jefa de Finanzas',
      processedByName: 'Jefa de Finanzas',
      approvedAt: expect.any(String),
      processedAt: expect.any(String),
    });
    expect(await audited(m.id)).toEqual([
      { action: 'create', user_id: makerId },
      { action: 'approve', user_id: checkerId },
      { action: 'process', user_id: checkerId },
    ]);
    const reversal = await checker.post(`${base}/reverse`, { id: m.id, reason: 'Error de monto' });
    // Who reversed it made the reversal: someone else approves it.
    expect(reversal.body.makerIds).toEqual([checkerId]);
    expect((await approve(reversal.body.id)).status).toBe(403);
    const original = await treasurer.post(`${base}/get`, { id: m.id });
    expect(original.body).toMatchObject({
      reversedByName: 'Jefa de Finanzas',
      reversedAt: expect.any(String),
    });
  });

  it('whoever edits a pending movement is a maker too', async () => {
    const id = await newAccount();
    const m = await create(movement(id));
    const edited = await checker.post(`${base}/update`, { id: m.id, ...movement(id, { amount: '12.00' }) });
    expect(edited.body).toMatchObject({ updatedByName: 'Jefa de Finanzas' });
    expect([...(edited.body.makerIds as number[])].sort()).toEqual([makerId, checkerId].sort());
    expect((await approve(m.id)).status).toBe(403);
    expect((await treasurer.post(`${base}/approve`, { id: m.id })).status).toBe(403);
    const third = await person([39], 'Gerente');
    expect((await third.api.post(`${base}/approve`, { id: m.id })).status).toBe(200);
  });

  it('a company may let one person do it all up to an amount in soles; set in the company form, audited', async () => {
    const settings = '/api/treasury/settings';
    // The treasury operators it binds cannot loosen it: it needs the companies section.
    expect(
      (await treasurer.post(`${settings}/update`, { companyId: 1, singlePersonLimit: '1000' })).status,
    ).toBe(403);
    const admin = await person([43], 'Administradora');
    const empty = await admin.api.post(`${settings}/get`, { companyId: 1 });
    expect(empty.body).toMatchObject({ singlePersonLimit: null, updatedByName: null });
    const bad = await admin.api.post(`${settings}/update`, { companyId: 1, singlePersonLimit: '-5' });
    expect(Object.keys(bad.body.errors)).toEqual(['singlePersonLimit']);
    const set = await admin.api.post(`${settings}/update`, { companyId: 1, singlePersonLimit: '100' });
    expect(set.body).toMatchObject({ singlePersonLimit: '100.00', updatedByName: 'Administradora' });

    const id = await newAccount();
    const small = await create(movement(id, { amount: '100.00' }));
    expect(small.onePersonAllowed).toBe(true);
    expect((await treasurer.post(`${base}/approve`, { id: small.id })).status).toBe(200);
    expect(
      (await treasurer.post(`${base}/process`, { id: small.id, operationNumber: 'OP-SMALL' })).status,
    ).toBe(200);
    const large = await create(movement(id, { amount: '100.01' }));
    expect((await treasurer.post(`${base}/approve`, { id: large.id })).status).toBe(403);
    // In soles: 30 dollars at 3.745 are 112.35.
    const usd = await newAccount({ currency: 'USD' });
    const dollars = await create(income(usd, { currency: 'USD', amount: '30.00', exchangeRate: '3.745' }));
    expect((await treasurer.post(`${base}/approve`, { id: dollars.id })).status).toBe(403);

    await admin.api.post(`${settings}/update`, { companyId: 1, singlePersonLimit: null });
    const again = await create(movement(id, { amount: '1.00' }));
    expect((await treasurer.post(`${base}/approve`, { id: again.id })).status).toBe(403);
    const changes = await rows<{ before: unknown; after: unknown }>(
      sql`select before, after from audit_log where entity = 'treasury_settings' order by id`,
    );
    expect(changes).toEqual([
      { before: { singlePersonLimit: null }, after: { singlePersonLimit: '100.00' } },
      { before: { singlePersonLimit: '100.00' }, after: { singlePersonLimit: null } },
    ]);
  });

  it('refuses a processing date after today (400) or in a closed month (409), naming processedOn', async () => {
    const id = await newAccount();
    const m = await create(movement(id));
    await approve(m.id);
    const future = await processIt(m.id, { processedOn: '2099-01-01' });
    expect([future.status, Object.keys(future.body.errors)]).toEqual([400, ['processedOn']]);
    await ctx.database.pool.query(
      `insert into accounting_periods (company_id, year, month, closed) values (1, 2026, 2, true)`,
    );
    const closed = await processIt(m.id, { processedOn: '2026-02-27' });
    expect([closed.status, closed.body.code, closed.body.errors]).toEqual([
      409,
      'PERIOD_CLOSED',
      { processedOn: ['The period February 2026 is closed: it takes no entries'] },
    ]);
    expect((await treasurer.post(`${base}/get`, { id: m.id })).body.state).toBe('approved');
    expect((await processIt(m.id, { processedOn: '2026-03-02' })).status).toBe(200);
  });
});
