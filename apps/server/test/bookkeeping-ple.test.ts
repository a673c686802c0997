import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postJournalEntry } from '../src/modules/bookkeeping/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
let api: ReturnType<typeof client>;
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];
const idOf = async (code: string) =>
  (await rows<{ id: number }>(sql`select id from accounting_accounts where code = ${code}`))[0]?.id ?? 0;

const RUC = '20999777664';
let companyId = 0;
let revenue = '';
const acct: Record<string, number> = {};
const line = (code: string, debit: string, credit: string, extra: Record<string, string> = {}) => ({
  accountId: acct[code] ?? 0,
  debit,
  credit,
  ...extra,
});
const ple = (book: string, month = 3) =>
  api.post('/api/bookkeeping/ple', { companyId, year: 2025, month, book });

beforeAll(async () => {
  api = client(ctx, (await login(ctx, DEMO.treasury)).accessToken);
  const [company] = await rows<{ id: number }>(
    sql`insert into companies (name, ruc) values ('Libros Electrónicos S.A.C.', ${RUC}) returning id`,
  );
  companyId = company?.id ?? 0;
  revenue = (await idOf('70321')) ? '70321' : '7041';
  for (const code of ['104101', '1212', '40111', revenue, '6391']) acct[code] = await idOf(code);
  const post = (date: string, description: string, lines: ReturnType<typeof line>[]) =>
    ctx.database.db.transaction((t) =>
      postJournalEntry(t, null, { companyId, date, description, origin: 'manual', lines }),
    );
  // 2025-000001 in February: outside March's journal, but its accounts are in the plan used.
  await post('2025-02-10', 'Comisión bancaria', [
    line('6391', '10.00', '0.00'),
    line('104101', '0.00', '10.00'),
  ]);
  // 2025-000002: the invoice, its first line with the client and the document.
  await post('2025-03-05', 'Factura F001-00440', [
    line('1212', '1180.00', '0.00', {
      partyDocType: '6',
      partyDocNumber: '20100070970',
      partyName: 'Cliente S.A.',
      docType: '01',
      docSeries: 'F001',
      docNumber: '00440',
      docDate: '2025-03-04',
    }),
    line('40111', '0.00', '180.00'),
    line(revenue, '0.00', '1000.00'),
  ]);
  // 2025-000003: the collection, with an ñ (ISO-8859-1 0xF1) and a slash SUNAT's text rule forbids.
  await post('2025-03-20', 'Cobranza año F001/00440', [
    line('104101', '1180.00', '0.00'),
    line('1212', '0.00', '1180.00'),
  ]);
});

const DIARIO = (rev: string) => [
  '20250300|2025-000002|M0001|1212|||PEN|6|20100070970|01|F001|00440|05/03/2025||04/03/2025|Factura F001-00440||1180.00|0.00||1|',
  '20250300|2025-000002|M0002|40111|||PEN|||00||2025-000002|05/03/2025||05/03/2025|Factura F001-00440||0.00|180.00||1|',
  `20250300|2025-000002|M0003|${rev}|||PEN|||00||2025-000002|05/03/2025||05/03/2025|Factura F001-00440||0.00|1000.00||1|`,
  '20250300|2025-000003|M0001|104101|||PEN|||00||2025-000003|20/03/2025||20/03/2025|Cobranza año F001 00440||1180.00|0.00||1|',
  '20250300|2025-000003|M0002|1212|||PEN|||00||2025-000003|20/03/2025||20/03/2025|Cobranza año F001 00440||0.00|1180.00||1|',
];

describe('PLE books', () => {
  it('refuses a month that is not closed (409 on month)', async () => {
    const res = await ple('050100');
    expect(res.status).toBe(409);
    expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['month']);
    const bad = await api.post('/api/bookkeeping/ple', { companyId, year: 2025, month: 3, book: '999999' });
    expect(bad.status).toBe(400);
  });

  it('5.1 Libro Diario of a closed month: the whole file, ISO-8859-1, CR LF', async () => {
    expect(
      (await api.post('/api/bookkeeping/period/close', { companyId, year: 2025, month: 3 })).status,
    ).toBe(200);
    const res = await ple('050100');
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain(`LE${RUC}20250300050100001111.txt`);
    expect(res.raw.toString('latin1')).toBe(`${DIARIO(revenue).join('\r\n')}\r\n`);
    expect(res.raw.includes(0xf1)).toBe(true);
  });

  it('6.1 Libro Mayor: the same records in account order', async () => {
    const res = await ple('060100');
    expect(res.headers['content-disposition']).toContain(`LE${RUC}20250300060100001111.txt`);
    const [inv1212, inv40111, invRev, col1041, col1212] = DIARIO(revenue);
    const expected = [col1041, inv1212, col1212, inv40111, invRev].sort((a, b) =>
      (a?.split('|')[3] ?? '').localeCompare(b?.split('|')[3] ?? ''),
    );
    expect(res.raw.toString('latin1')).toBe(`${expected.join('\r\n')}\r\n`);
    for (const record of res.raw.toString('latin1').trimEnd().split('\r\n'))
      expect(record.split('|')).toHaveLength(22);
  });

  it('5.3 plan used: every account of 3+ digits the books used up to the month, with its parents', async () => {
    const res = await ple('050300');
    const codes = new Set<string>();
    for (const code of ['104101', '1212', '40111', revenue, '6391'])
      for (let n = 3; n <= code.length; n++) codes.add(code.slice(0, n));
    const named = await rows<{ code: string; name: string }>(
      sql`select code, name from accounting_accounts where code in ${[...codes]} order by code`,
    );
    // IGV – Cuenta propia: the en dash, outside ISO-8859-1, is written as a hyphen.
    const expected = named.map((a) => `20250300|${a.code}|${a.name.replace('–', '-')}|01||||1|`);
    expect(res.raw.toString('latin1')).toBe(`${expected.join('\r\n')}\r\n`);
  });

  it('an empty month: content indicator 0 and an empty file', async () => {
    await api.post('/api/bookkeeping/period/close', { companyId, year: 2025, month: 4 });
    const res = await ple('050100', 4);
    expect(res.headers['content-disposition']).toContain(`LE${RUC}20250400050100001011.txt`);
    expect(res.raw.length).toBe(0);
  });
});
