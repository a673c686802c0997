import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postJournalEntry } from '../src/modules/bookkeeping/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
const tx = '/api/bookkeeping/transaction';
const per = '/api/bookkeeping/period';

type Row = {
  code: string;
  openingDebit: string;
  openingCredit: string;
  debit: string;
  credit: string;
  closingDebit: string;
  closingCredit: string;
};
type Body = Record<string, unknown> & {
  id: number;
  errors: Record<string, string[]>;
  rows: Row[];
  totals: Omit<Row, 'code'>;
  balanced: boolean;
  closed: boolean;
  months: { month: number; closed: boolean; reopenReason: string | null; closedByName: string | null }[];
};
let api: ReturnType<typeof client>;
const post = async (url: string, body: unknown) => {
  const res = await api.post(url, body);
  return { ...res, body: res.body as Body };
};
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];
const idOf = async (code: string) =>
  (await rows<{ id: number }>(sql`select id from accounting_accounts where code = ${code}`))[0]?.id ?? 0;

let companyId = 0;
const acct: Record<string, number> = {};
/** Transport revenue: 70321 in the PCGE 2019 chart, 7041 in the older list. */
let revenue = '';
const dr = (code: string, amount: string) => ({ accountId: acct[code], debit: amount, credit: '0.00' });
const cr = (code: string, amount: string) => ({ accountId: acct[code], debit: '0.00', credit: amount });
const entry = (date: string, lines: unknown[], description = 'Asiento de prueba') =>
  post(`${tx}/create`, { companyId, date, description, lines });
const trial = (from: string, to: string, depth?: number) =>
  post('/api/bookkeeping/trial-balance', { companyId, from, to, ...(depth ? { depth } : {}) });
const byCode = (list: Row[]) => Object.fromEntries(list.map((r) => [r.code, r]));

beforeAll(async () => {
  api = client(ctx, (await login(ctx, DEMO.treasury)).accessToken);
  const [company] = await rows<{ id: number }>(
    sql`insert into companies (name, ruc) values ('Cierres de Prueba S.A.C.', '20999777662') returning id`,
  );
  companyId = company?.id ?? 0;
  revenue = (await idOf('70321')) ? '70321' : '7041';
  for (const code of ['104101', '1212', '40111', revenue, '6391', '5011', '1042', '659'])
    acct[code] = await idOf(code);
  // Company sub-accounts that skip a level: 104201 under 1042, 65990001 under 659.
  for (const [code, parent] of [
    ['104201', '1042'],
    ['65990001', '659'],
  ] as const) {
    const [row] = await rows<{ id: number }>(sql`
      insert into accounting_accounts (code, name, parent_id, depth)
      values (${code}, ${`Cuenta ${code}`}, ${acct[parent]}, ${code.length}) returning id`);
    acct[code] = row?.id ?? 0;
  }
});

describe('month lock', () => {
  it('a closed month refuses entries and reversals (409 naming the period), reopens with a reason', async () => {
    const early = await entry('2023-05-10', [dr('6391', '10.00'), cr('104101', '10.00')]);
    expect(early.status).toBe(200);
    const close = await post(`${per}/close`, { companyId, year: 2023, month: 5 });
    expect(close.status).toBe(200);
    expect(close.body.months[4]).toMatchObject({ month: 5, closed: true, closedByName: expect.any(String) });
    expect((await post(`${per}/close`, { companyId, year: 2023, month: 5 })).status).toBe(409);

    const refused = await entry('2023-05-31', [dr('6391', '5.00'), cr('104101', '5.00')]);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PERIOD_CLOSED');
    expect(Object.keys(refused.body.errors)).toEqual(['date']);
    expect(String(refused.body.message)).toContain('May 2023');
    const reversal = await post(`${tx}/reverse`, { id: early.body.id, reason: 'Error' });
    expect(reversal.status).toBe(409);
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from journal_entries where company_id = ${companyId} and entry_date between '2023-05-01' and '2023-05-31'`,
    );
    expect(count?.n).toBe(1);
    // The month after is open.
    expect((await entry('2023-06-01', [dr('6391', '5.00'), cr('104101', '5.00')])).status).toBe(200);

    expect((await post(`${per}/reopen`, { companyId, year: 2023, month: 5, reason: '' })).status).toBe(400);
    const reopen = await post(`${per}/reopen`, {
      companyId,
      year: 2023,
      month: 5,
      reason: 'Falta una factura',
    });
    expect(reopen.status).toBe(200);
    expect(reopen.body.months[4]).toMatchObject({ closed: false, reopenReason: 'Falta una factura' });
    expect((await post(`${per}/reopen`, { companyId, year: 2023, month: 5, reason: 'Otra' })).status).toBe(
      409,
    );
    expect((await entry('2023-05-31', [dr('6391', '5.00'), cr('104101', '5.00')])).status).toBe(200);
    const audit = await rows<{ action: string; after: { reason?: string } }>(
      sql`select action, after from audit_log where entity = 'accounting_period' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['period.close', 'period.reopen']);
    expect(audit[1]?.after.reason).toBe('Falta una factura');
  });

  it('a close and a posting racing: the posting lands before the close or is refused', async () => {
    const [closed, posted] = await Promise.all([
      post(`${per}/close`, { companyId, year: 2023, month: 7 }),
      entry('2023-07-15', [dr('6391', '1.00'), cr('104101', '1.00')]),
    ]);
    expect(closed.status).toBe(200);
    expect([200, 409]).toContain(posted.status);
    const [count] = await rows<{ n: number }>(
      sql`select count(*)::int as n from journal_entries where company_id = ${companyId} and entry_date = '2023-07-15'`,
    );
    expect(count?.n).toBe(posted.status === 200 ? 1 : 0);
    expect((await post(`${per}/reopen`, { companyId, year: 2023, month: 7, reason: 'Prueba' })).status).toBe(
      200,
    );
  });

  it('a posting from any caller (postJournalEntry) is refused in a closed month', async () => {
    await post(`${per}/close`, { companyId, year: 2023, month: 8 });
    await expect(
      ctx.database.db.transaction((t) =>
        postJournalEntry(t, null, {
          companyId,
          date: '2023-08-20',
          description: 'Tesorería',
          origin: 'treasury',
          lines: [dr('6391', '1.00'), cr('104101', '1.00')] as never,
        }),
      ),
    ).rejects.toMatchObject({ status: 409, code: 'PERIOD_CLOSED' });
    await post(`${per}/reopen`, { companyId, year: 2023, month: 8, reason: 'Prueba' });
  });
});

describe('year close and the trial balance across a year boundary', () => {
  beforeAll(async () => {
    const [company] = await rows<{ id: number }>(
      sql`insert into companies (name, ruc) values ('Ejercicios de Prueba S.A.C.', '20999777663') returning id`,
    );
    companyId = company?.id ?? 0;
    // 2024: capital 10,000 to the bank; an invoice 1,000 + IGV 180; a bank fee 50 (to the company's
    // 8-digit sub-account of 659) and a transfer of 300 to the 104201 sub-account.
    await entry('2024-01-02', [dr('104101', '10000.00'), cr('5011', '10000.00')], 'Aporte de capital');
    await entry('2024-03-10', [dr('1212', '1180.00'), cr('40111', '180.00'), cr(revenue, '1000.00')]);
    await entry('2024-06-30', [dr('65990001', '50.00'), cr('104101', '50.00')]);
    await entry('2024-09-01', [dr('104201', '300.00'), cr('104101', '300.00')]);
    await entry('2025-01-15', [dr('6391', '20.00'), cr('104101', '20.00')]);
  });

  it('before the close: 2025 opens with balance accounts carried and the 2024 result on 89', async () => {
    const tb = await trial('2025-01', '2025-01');
    const r = byCode(tb.body.rows);
    // 104101: 10,000 − 50 − 300 = 9,650 debit; 5011 10,000 credit; 1212 1,180; 40111 180; 104201 300.
    expect(r['104101']).toMatchObject({ openingDebit: '9650.00', credit: '20.00', closingDebit: '9630.00' });
    expect(r['5011']).toMatchObject({ openingCredit: '10000.00' });
    // Income and expenses start the year at zero: 1,000 − 50 = 950 of 2024 profit sits on 89.
    expect(r[revenue]).toBeUndefined();
    expect(r['65990001']).toBeUndefined();
    expect(r['89']).toMatchObject({ openingCredit: '950.00', openingDebit: '0.00' });
    expect(r['6391']).toMatchObject({ openingDebit: '0.00', debit: '20.00' });
    // 9,650 + 1,180 + 300 = 11,130 = 10,000 + 180 + 950
    expect(tb.body.totals).toMatchObject({ openingDebit: '11130.00', openingCredit: '11130.00' });
    expect(tb.body.balanced).toBe(true);
  });

  it('rolls a sub-account that skips a level up at every depth', async () => {
    for (let depth = 1; depth <= 8; depth++) {
      const tb = await trial('2024-01', '2024-12', depth);
      expect(tb.body.balanced).toBe(true);
      // The period's debits are the same at every depth: 10,000 + 1,180 + 50 + 300 = 11,530.
      expect(tb.body.totals.debit).toBe('11530.00');
    }
    const five = byCode((await trial('2024-01', '2024-12', 5)).body.rows);
    expect(five['1042']).toMatchObject({ closingDebit: '300.00' }); // 104201 → 1042
    expect(five['659']).toMatchObject({ closingDebit: '50.00' }); // 65990001 → 659
    const six = byCode((await trial('2024-01', '2024-12', 6)).body.rows);
    expect(six['104201']).toMatchObject({ closingDebit: '300.00' });
    expect(six['659']).toMatchObject({ closingDebit: '50.00' });
  });

  it('closes 2024: results to 89 and 59, balance accounts closed and reopened on 1 January', async () => {
    expect((await post(`${per}/close-year`, { companyId, year: 2025 })).status).toBe(409); // 2024 open
    const closed = await post(`${per}/close-year`, { companyId, year: 2024 });
    expect(closed.status).toBe(200);
    expect(closed.body.closed).toBe(true);
    expect(closed.body.months.every((m) => m.closed)).toBe(true);
    expect((await post(`${per}/close-year`, { companyId, year: 2024 })).status).toBe(409);

    const entries = await rows<{ date: string; kind: string; origin: string; lines: string }>(sql`
      select e.entry_date::text as date, e.kind, e.origin,
        string_agg(a.code || ' ' || l.debit || '/' || l.credit, ', ' order by l.line_no) as lines
      from journal_entries e join journal_lines l on l.entry_id = e.id
      join accounting_accounts a on a.id = l.account_id
      where e.company_id = ${companyId} and e.origin = 'closing' group by e.id order by e.id`);
    const s59 = (await idOf('5911')) ? '5911' : '591';
    expect(entries.map((e) => [e.date, e.kind, e.origin])).toEqual([
      ['2024-12-31', 'closing', 'closing'],
      ['2024-12-31', 'closing', 'closing'],
      ['2024-12-31', 'closing', 'closing'],
      ['2025-01-01', 'opening', 'closing'],
    ]);
    // C1: the 50 expense credited, the 1,000 income debited, the 950 profit credited to 891.
    expect(entries[0]?.lines).toBe(`65990001 0.00/50.00, ${revenue} 1000.00/0.00, 891 0.00/950.00`);
    // C2: Dr 891 / Cr 591 the profit.
    expect(entries[1]?.lines).toBe(`891 950.00/0.00, ${s59} 0.00/950.00`);
    expect(entries[3]?.lines).toBe(
      `104101 9650.00/0.00, 104201 300.00/0.00, 1212 1180.00/0.00, 40111 0.00/180.00, 5011 0.00/10000.00, ${s59} 0.00/950.00`,
    );

    // A closed year refuses entries (its months are closed) and a month of it stays closed.
    expect((await entry('2024-06-15', [dr('6391', '1.00'), cr('104101', '1.00')])).status).toBe(409);
    const month = await post(`${per}/reopen`, { companyId, year: 2024, month: 6, reason: 'X' });
    expect(month.status).toBe(409);
    expect(Object.keys(month.body.errors)).toEqual(['year']);

    // January 2025 opens on the opening entry: 9,650 + 300 + 1,180 = 11,130 = 10,000 + 180 + 950.
    const r = byCode((await trial('2025-01', '2025-01')).body.rows);
    expect(r['104101']).toMatchObject({ openingDebit: '9650.00', debit: '0.00', credit: '20.00' });
    expect(r[s59]).toMatchObject({ openingCredit: '950.00', debit: '0.00', credit: '0.00' });
    expect(r['89']).toBeUndefined();
    expect(r[revenue]).toBeUndefined();
    const march = await trial('2025-03', '2025-03');
    expect(byCode(march.body.rows)['104101']).toMatchObject({ openingDebit: '9630.00' });
    expect(march.body.totals).toMatchObject({ openingDebit: '11130.00', openingCredit: '11130.00' });
  });

  it('reopening the year reverses its closing and opening entries, audited', async () => {
    expect((await post(`${per}/reopen-year`, { companyId, year: 2024, reason: '' })).status).toBe(400);
    const reopened = await post(`${per}/reopen-year`, {
      companyId,
      year: 2024,
      reason: 'Ajuste de auditoría',
    });
    expect(reopened.status).toBe(200);
    expect(reopened.body.closed).toBe(false);
    expect(reopened.body.months[11]).toMatchObject({ closed: false, reopenReason: 'Ajuste de auditoría' });
    expect(reopened.body.months[10]?.closed).toBe(true);
    const [reversals] = await rows<{ n: number }>(sql`
      select count(*)::int as n from journal_entries r join journal_entries o on o.id = r.reverses_id
      where o.company_id = ${companyId} and o.origin = 'closing'`);
    expect(reversals?.n).toBe(4);
    const r = byCode((await trial('2025-01', '2025-01')).body.rows);
    expect(r['89']).toMatchObject({ openingCredit: '950.00' });
    expect(r['104101']).toMatchObject({ openingDebit: '9650.00' });
    const audit = await rows<{ action: string }>(
      sql`select action from audit_log where entity = 'accounting_year' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['period.closeYear', 'period.reopenYear']);
    expect((await post(`${per}/reopen-year`, { companyId, year: 2024, reason: 'Otra' })).status).toBe(409);
    // Closed again, the year posts its entries again.
    expect((await post(`${per}/close-year`, { companyId, year: 2024 })).status).toBe(200);
    expect(byCode((await trial('2025-01', '2025-01')).body.rows)['89']).toBeUndefined();
  });
});
