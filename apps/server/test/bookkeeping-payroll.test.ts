import { centsToMoney, moneyToCents } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payrollAmounts } from '../src/modules/bookkeeping/payroll-entry.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

type Line = { accountCode: string; debit: string; credit: string };
type Entry = {
  id: number;
  origin: string;
  date: string;
  total: string;
  reversedById: number | null;
  lines: Line[];
};

let hr: ReturnType<typeof client>;
let books: ReturnType<typeof client>;

/** The demo's registered monthly runs of last month (administrative and operations staff). */
const demoRuns = () =>
  rows<{ id: number; company_id: number; year: number; month: number; net: string }>(sql`
    select r.id, r.company_id, r.year, r.month,
      (select coalesce(sum(s.net), 0)::text from payroll_slips s where s.run_id = r.id) as net
    from payroll_runs r where r.kind = 'monthly' and r.state = 'registered' and r.job = 'done'
    order by r.id`);

const entryOf = async (runId: number, origin = 'payroll') => {
  const [row] = await rows<{ id: number }>(
    sql`select id from journal_entries where origin = ${origin} and source_kind = 'payroll_run' and source_id = ${runId}`,
  );
  return row ? ((await books.post('/api/bookkeeping/transaction/get', { id: row.id })).body as Entry) : null;
};

const sum = (values: string[]) => values.reduce((t, v) => t + moneyToCents(v), 0n);

beforeAll(async () => {
  hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
  books = client(ctx, (await login(ctx, DEMO.treasury)).accessToken);
});

describe('the payroll entry', () => {
  it('balances by construction, whatever the lines', () => {
    const amounts = payrollAmounts(
      [
        {
          lines: [
            {
              code: '0121',
              concept: 'basic',
              kind: 'earning',
              base: '0',
              rate: null,
              quantity: null,
              amount: '3000.00',
              reference: null,
            },
            {
              code: '0704',
              concept: 'tardiness',
              kind: 'deduction',
              base: '0',
              rate: null,
              quantity: null,
              amount: '25.00',
              reference: null,
            },
            {
              code: '0607',
              concept: 'onp',
              kind: 'deduction',
              base: '0',
              rate: null,
              quantity: null,
              amount: '386.75',
              reference: null,
            },
            {
              code: '0804',
              concept: 'essalud',
              kind: 'employer',
              base: '0',
              rate: null,
              quantity: null,
              amount: '267.75',
              reference: null,
            },
          ],
        },
      ],
      '4111',
    );
    expect(Object.fromEntries([...amounts].map(([k, v]) => [k, centsToMoney(v)]))).toEqual({
      '6211': '2975.00',
      '4032': '-386.75',
      '6271': '267.75',
      '4031': '-267.75',
      '4111': '-2588.25',
    });
    expect([...amounts.values()].reduce((t, v) => t + v, 0n)).toBe(0n);
  });

  it('is posted when HR approves the demo month, balanced, with the slips’ net owed on 4111', async () => {
    const runs = await demoRuns();
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs) {
      const approved = await hr.post('/api/rrhh/payroll/run/approve', { id: run.id });
      expect(approved.status).toBe(200);
      const entry = await entryOf(run.id);
      expect(entry).not.toBeNull();
      if (!entry) continue;
      const lastDay = new Date(Date.UTC(run.year, run.month, 0)).toISOString().slice(0, 10);
      expect(entry.date).toBe(lastDay);
      const debits = sum(entry.lines.map((l) => l.debit));
      const credits = sum(entry.lines.map((l) => l.credit));
      expect(debits).toBe(credits);
      expect(centsToMoney(debits)).toBe(entry.total);
      const net = entry.lines.filter((l) => l.accountCode === '4111');
      expect(centsToMoney(sum(net.map((l) => l.credit)) - sum(net.map((l) => l.debit)))).toBe(run.net);
      const codes = entry.lines.map((l) => l.accountCode);
      expect(codes).toEqual(expect.arrayContaining(['6211', '6271', '4031', '4111']));
      expect(codes.some((c) => c === '4032' || c === '417')).toBe(true);
    }
    const first = runs[0];
    if (!first) return;
    const period = `${first.year}-${String(first.month).padStart(2, '0')}`;
    const tb = await books.post('/api/bookkeeping/trial-balance', {
      companyId: first.company_id,
      from: period,
      to: period,
    });
    expect(tb.status).toBe(200);
    const body = tb.body as { balanced: boolean; rows: { code: string }[] };
    expect(body.balanced).toBe(true);
    expect(body.rows.map((r) => r.code)).toEqual(expect.arrayContaining(['6211', '4111']));
    const rolled = await books.post('/api/bookkeeping/trial-balance', {
      companyId: first.company_id,
      from: period,
      to: period,
      depth: 2,
    });
    expect((rolled.body as { balanced: boolean }).balanced).toBe(true);
  });

  it('is reversed when an approved run is canceled, once', async () => {
    const [run] = await rows<{ id: number }>(
      sql`select id from payroll_runs where kind = 'monthly' and state = 'approved' order by id limit 1`,
    );
    expect(run).toBeDefined();
    if (!run) return;
    const canceled = await hr.post('/api/rrhh/payroll/run/cancel', { id: run.id });
    expect(canceled.status).toBe(200);
    const entry = await entryOf(run.id);
    const reversal = await entryOf(run.id, 'reversal');
    expect(entry?.reversedById).toBe(reversal?.id);
    expect(reversal?.total).toBe(entry?.total);
  });
});
