import { centsToMoney } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postJournalEntry } from '../src/modules/bookkeeping/index.ts';
import { payrollAmounts } from '../src/modules/bookkeeping/payroll-entry.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

/*
 * Cost by function (issue 23, point 9): the function lives in the journal lines' cost centre (set
 * from the worker's area), and the income statement by function is read from the 6x/7x lines.
 */

const ctx = useTestApp();
const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];
let books: ReturnType<typeof client>;
let hr: ReturnType<typeof client>;
let companyId = 0;

const idOf = async (code: string) =>
  (await rows<{ id: number }>(sql`select id from accounting_accounts where code = ${code}`))[0]?.id ?? 0;
const line = async (code: string, debit: string, credit: string, costCentre: string | null = null) => ({
  accountId: await idOf(code),
  debit,
  credit,
  costCentre,
});

beforeAll(async () => {
  books = client(ctx, (await login(ctx, DEMO.treasury)).accessToken);
  hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
  const [company] = await rows<{ id: number }>(
    sql`insert into companies (name, ruc) values ('Funciones de Prueba S.A.C.', '20999777670') returning id`,
  );
  companyId = company?.id ?? 0;
});

describe('the income statement by function', () => {
  it('reads sales, cost of sales and the expenses by the lines’ cost centre, with the subtotals', async () => {
    const post = async (date: string, lines: Awaited<ReturnType<typeof line>>[], kind?: 'closing') =>
      ctx.database.db.transaction((tx) =>
        postJournalEntry(tx, null, { companyId, date, description: 'Prueba', origin: 'manual', kind, lines }),
      );
    // A freight invoice: 10,000.00 + IGV 1,800.00.
    await post('2025-10-05', [
      await line('1212', '11800.00', '0.00'),
      await line('40111', '0.00', '1800.00'),
      await line('70321', '0.00', '10000.00'),
    ]);
    // Salaries by the workers' area function: drivers (operations) 5,000.00, office 3,000.00, sales 1,000.00.
    await post('2025-10-31', [
      await line('6211', '5000.00', '0.00', 'operations'),
      await line('6211', '3000.00', '0.00', 'administration'),
      await line('6211', '1000.00', '0.00', 'sales'),
      await line('4111', '0.00', '9000.00'),
    ]);
    // A bank fee with no cost centre: administration. Exchange differences are financial.
    await post('2025-10-28', [await line('6391', '45.50', '0.00'), await line('101', '0.00', '45.50')]);
    await post('2025-10-31', [await line('676', '108.00', '0.00'), await line('101', '0.00', '108.00')]);
    await post('2025-10-31', [await line('101', '528.00', '0.00'), await line('776', '0.00', '528.00')]);
    // Outside the period, and a closing entry: neither counts.
    await post('2025-11-02', [await line('6391', '9.00', '0.00'), await line('101', '0.00', '9.00')]);
    await post(
      '2025-10-31',
      [await line('70321', '10000.00', '0.00'), await line('891', '0.00', '10000.00')],
      'closing',
    );

    const res = await books.post('/api/bookkeeping/income-statement', {
      companyId,
      from: '2025-10',
      to: '2025-10',
    });
    expect(res.status).toBe(200);
    const by = Object.fromEntries(
      (res.body as { rows: { line: string; amount: string }[] }).rows.map((r) => [r.line, r.amount]),
    );
    // sales 10,000.00 − operations 5,000.00 = gross 5,000.00; − sales 1,000.00 − administration
    // 3,045.50 = operating 954.50; + 528.00 − 108.00 = 1,374.50.
    expect(by).toEqual({
      sales: '10000.00',
      costOfSales: '-5000.00',
      grossProfit: '5000.00',
      sellingExpenses: '-1000.00',
      administrativeExpenses: '-3045.50',
      otherIncome: '0.00',
      otherExpenses: '0.00',
      operatingResult: '954.50',
      financialIncome: '528.00',
      financialExpenses: '-108.00',
      result: '1374.50',
    });
    const file = await books.post('/api/bookkeeping/income-statement/export', {
      companyId,
      from: '2025-10',
      to: '2025-10',
    });
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');
    const wrong = await books.post('/api/bookkeeping/income-statement', {
      companyId,
      from: '2025-11',
      to: '2025-10',
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys((wrong.body as { errors: object }).errors)).toEqual(['to']);
  });
});

describe('the payroll entry carries the function of each worker’s area', () => {
  it('splits the 62x lines per account and cost centre; the other lines have none', async () => {
    const amounts = payrollAmounts(
      [
        { costCentre: 'operations', lines: [{ concept: 'basic', kind: 'earning', amount: '2000.00' }] },
        { costCentre: 'administration', lines: [{ concept: 'basic', kind: 'earning', amount: '3000.00' }] },
      ] as unknown as Parameters<typeof payrollAmounts>[0],
      '4111',
    );
    expect(Object.fromEntries([...amounts].map(([k, v]) => [k, centsToMoney(v)]))).toEqual({
      '6211|operations': '2000.00',
      '6211|administration': '3000.00',
      '4111': '-5000.00',
    });

    const [run] = await rows<{ id: number }>(sql`
      select id from payroll_runs where kind = 'monthly' and state = 'registered' and job = 'done' order by id limit 1`);
    expect(run).toBeDefined();
    expect((await hr.post('/api/rrhh/payroll/run/approve', { id: run?.id })).status).toBe(200);
    const lines = await rows<{ code: string; centre: string | null }>(sql`
      select a.code, l.cost_centre as centre from journal_lines l
        join journal_entries e on e.id = l.entry_id join accounting_accounts a on a.id = l.account_id
       where e.origin = 'payroll' and e.source_kind = 'payroll_run' and e.source_id = ${run?.id ?? 0}`);
    const expense = lines.filter((l) => l.code.startsWith('6'));
    expect(expense.length).toBeGreaterThan(0);
    // Every demo area has a function, so no 62x line is left without one.
    expect(expense.every((l) => l.centre !== null)).toBe(true);
    expect(lines.filter((l) => !l.code.startsWith('6')).every((l) => l.centre === null)).toBe(true);
  });
});
