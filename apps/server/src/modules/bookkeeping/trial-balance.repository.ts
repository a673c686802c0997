import { centsToMoney, moneyToCents, type TTrialBalance, type TTrialBalanceRow } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { periodBounds } from './ledger.repository.ts';

type TrialBalanceInput = { companyId: number; from: string; to: string; depth?: number | undefined };

/**
 * Per account: the balance before the period (as a debit or a credit balance), the period's debits
 * and credits, and the balance at its end. Leaf accounts as posted, or rolled up to `depth` digits:
 * each code goes to the longest account of at most `depth` digits that it extends, so a
 * sub-account that skips a level (104101 under 1041, an 8-digit code under a 3-digit one) still adds
 * up at every depth. The opening is the year's real opening: balance accounts (elements 0–5) carry
 * everything before the period; results (6–9) only what the period's year booked before it. Results
 * of earlier years that were not closed to 59 show on 89 (Determinación del resultado del
 * ejercicio), so that the opening column still balances. The opening entry (`kind` opening) dated
 * on the period's first day counts in the opening column. Summed in SQL numeric; totals in cents.
 */
export const trialBalanceOf = async (db: DbOrTx, input: TrialBalanceInput): Promise<TTrialBalance> => {
  const { start, end } = periodBounds(input.from, input.to);
  const yearStart = `${input.from.slice(0, 4)}-01-01`;
  // The opening entry dated on the period's first day (1 January) is the period's opening, not a
  // movement of it: after the year close's balance closing (31 December) it restores the balances.
  const isOpening = sql`(e.entry_date < ${start}::date or (e.kind = 'opening' and e.entry_date = ${start}::date))`;
  const key = input.depth
    ? sql`coalesce((select p.code from accounting_accounts p
        where b.code like p.code || '%' and length(p.code) <= ${input.depth}
        order by length(p.code) desc limit 1), b.code)`
    : sql`b.code`;
  const result = await db.execute(sql`
    with base as (
      select case when e.entry_date < ${yearStart}::date and left(a.code, 1) between '6' and '9'
          then '89' else a.code end as code,
        coalesce(sum(l.debit - l.credit) filter (where ${isOpening}), 0) as opening,
        coalesce(sum(l.debit) filter (where not ${isOpening}), 0) as debit,
        coalesce(sum(l.credit) filter (where not ${isOpening}), 0) as credit
      from journal_lines l
      join journal_entries e on e.id = l.entry_id
      join accounting_accounts a on a.id = l.account_id
      where e.company_id = ${input.companyId} and e.entry_date < ${end}::date
      group by 1
    ),
    sums as (
      select ${key} as code, sum(b.opening) as opening, sum(b.debit) as debit, sum(b.credit) as credit
      from base b
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
