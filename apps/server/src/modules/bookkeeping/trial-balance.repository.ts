import { centsToMoney, moneyToCents, type TTrialBalance, type TTrialBalanceRow } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { periodBounds } from './ledger.repository.ts';

type TrialBalanceInput = { companyId: number; from: string; to: string; depth?: number | undefined };

/**
 * Per account: the balance before the period (as a debit or a credit balance), the period's debits
 * and credits, and the balance at its end. Leaf accounts as posted, or rolled up to `depth` digits
 * (an account shorter than that stays itself). Summed in SQL numeric; the totals in integer cents.
 */
export const trialBalanceOf = async (db: DbOrTx, input: TrialBalanceInput): Promise<TTrialBalance> => {
  const { start, end } = periodBounds(input.from, input.to);
  const key = input.depth ? sql`left(a.code, ${input.depth})` : sql`a.code`;
  const result = await db.execute(sql`
    with sums as (
      select ${key} as code,
        coalesce(sum(l.debit - l.credit) filter (where e.entry_date < ${start}::date), 0) as opening,
        coalesce(sum(l.debit) filter (where e.entry_date >= ${start}::date), 0) as debit,
        coalesce(sum(l.credit) filter (where e.entry_date >= ${start}::date), 0) as credit
      from journal_lines l
      join journal_entries e on e.id = l.entry_id
      join accounting_accounts a on a.id = l.account_id
      where e.company_id = ${input.companyId} and e.entry_date < ${end}::date
      group by 1
    )
    select r.id as "accountId", s.code, r.name,
      greatest(s.opening, 0)::numeric(16,2)::text as "openingDebit",
      greatest(-s.opening, 0)::numeric(16,2)::text as "openingCredit",
      s.debit::numeric(16,2)::text as debit,
      s.credit::numeric(16,2)::text as credit,
      greatest(s.opening + s.debit - s.credit, 0)::numeric(16,2)::text as "closingDebit",
      greatest(-(s.opening + s.debit - s.credit), 0)::numeric(16,2)::text as "closingCredit"
    from sums s
    join accounting_accounts r on r.code = s.code
    where s.opening <> 0 or s.debit <> 0 or s.credit <> 0
    order by s.code`);
  const rows = result.rows as TTrialBalanceRow[];
  const sum = (k: keyof Omit<TTrialBalanceRow, 'accountId' | 'code' | 'name'>) =>
    rows.reduce((total, r) => total + moneyToCents(r[k]), 0n);
  const cents = {
    openingDebit: sum('openingDebit'),
    openingCredit: sum('openingCredit'),
    debit: sum('debit'),
    credit: sum('credit'),
    closingDebit: sum('closingDebit'),
    closingCredit: sum('closingCredit'),
  };
  return {
    rows,
    totals: {
      openingDebit: centsToMoney(cents.openingDebit),
      openingCredit: centsToMoney(cents.openingCredit),
      debit: centsToMoney(cents.debit),
      credit: centsToMoney(cents.credit),
      closingDebit: centsToMoney(cents.closingDebit),
      closingCredit: centsToMoney(cents.closingCredit),
    },
    balanced:
      cents.openingDebit === cents.openingCredit &&
      cents.debit === cents.credit &&
      cents.closingDebit === cents.closingCredit,
  };
};
