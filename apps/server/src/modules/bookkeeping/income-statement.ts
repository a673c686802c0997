import {
  type CostFunction,
  centsToMoney,
  INCOME_FUNCTION_LINES,
  type IncomeFunctionLine,
  moneyToCents,
  type TIncomeByFunction,
} from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { periodBounds } from './ledger.repository.ts';

/**
 * Where each two-digit account of elements 6 and 7 goes in the income statement by function. The
 * expenses by nature that serve a function (60–65, 68) follow the line's cost centre; one without a
 * cost centre is administration, except purchases and their variation (60, 61), consumed in the
 * service. 69 is the cost of what was sold. 79 (cargas imputables) stays out: the company posts no
 * 9x destination entries, so 79 is never used.
 */
const BY_FUNCTION: Record<CostFunction, IncomeFunctionLine> = {
  operations: 'costOfSales',
  administration: 'administrativeExpenses',
  sales: 'sellingExpenses',
};
const FIXED: Readonly<Record<string, IncomeFunctionLine>> = {
  '69': 'costOfSales',
  '66': 'otherExpenses',
  '67': 'financialExpenses',
  '70': 'sales',
  '74': 'sales',
  '71': 'otherIncome',
  '72': 'otherIncome',
  '73': 'otherIncome',
  '75': 'otherIncome',
  '76': 'otherIncome',
  '78': 'otherIncome',
  '77': 'financialIncome',
};
const BY_NATURE = new Set(['60', '61', '62', '63', '64', '65', '68']);

export const lineOf = (account: string, centre: string | null): IncomeFunctionLine | null => {
  const fixed = FIXED[account];
  if (fixed) return fixed;
  if (!BY_NATURE.has(account)) return null;
  if (centre === 'operations' || centre === 'administration' || centre === 'sales')
    return BY_FUNCTION[centre];
  return account === '60' || account === '61' ? 'costOfSales' : 'administrativeExpenses';
};

const SUBTOTALS: Readonly<Partial<Record<IncomeFunctionLine, readonly IncomeFunctionLine[]>>> = {
  grossProfit: ['sales', 'costOfSales'],
  operatingResult: [
    'sales',
    'costOfSales',
    'sellingExpenses',
    'administrativeExpenses',
    'otherIncome',
    'otherExpenses',
  ],
  result: [
    'sales',
    'costOfSales',
    'sellingExpenses',
    'administrativeExpenses',
    'otherIncome',
    'otherExpenses',
    'financialIncome',
    'financialExpenses',
  ],
};

/** Credits − debits per line: income positive, expenses negative; subtotals sum the lines above. */
export const incomeStatement = (
  sums: readonly { account: string; centre: string | null; net: string }[],
): TIncomeByFunction['rows'] => {
  const totals = new Map<IncomeFunctionLine, bigint>();
  for (const s of sums) {
    const line = lineOf(s.account, s.centre);
    if (line) totals.set(line, (totals.get(line) ?? 0n) + moneyToCents(s.net));
  }
  return INCOME_FUNCTION_LINES.map((line) => {
    const parts = SUBTOTALS[line];
    const cents = parts
      ? parts.reduce((acc, p) => acc + (totals.get(p) ?? 0n), 0n)
      : (totals.get(line) ?? 0n);
    return { line, amount: centsToMoney(cents), total: parts !== undefined };
  });
};

/** The period's 6x and 7x lines per two-digit account and cost centre, closing entries left out. */
export const incomeSums = async (db: DbOrTx, q: { companyId: number; from: string; to: string }) => {
  const { start, end } = periodBounds(q.from, q.to);
  const result = await db.execute<{ account: string; centre: string | null; net: string }>(sql`
    select left(a.code, 2) as account, l.cost_centre as centre, sum(l.credit - l.debit)::text as net
      from journal_lines l
      join journal_entries e on e.id = l.entry_id
      join accounting_accounts a on a.id = l.account_id
     where e.company_id = ${q.companyId} and e.kind <> 'closing'
       and e.entry_date >= ${start}::date and e.entry_date < ${end}::date
       and left(a.code, 1) in ('6', '7')
     group by 1, 2`);
  return result.rows;
};
