import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { entryNumber } from './journal-posting.ts';

/** The first day of `from` and the day after the last of `to` (`YYYY-MM` each): the period's bounds. */
export const periodBounds = (from: string, to: string) => {
  const y = Number(to.slice(0, 4));
  const m = Number(to.slice(5, 7));
  const end = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { start: `${from}-01`, end };
};

type LedgerInput = {
  companyId: number;
  accountId: number;
  from: string;
  to: string;
  page: number;
  perPage: number;
};

/**
 * The ledger of an account and every account below it (a code that extends its code) for one
 * company: the balance before the period, then each line of the period with its running balance,
 * all summed in SQL numeric. The running balance is a window over the whole period, so any page
 * carries the balance of the lines before it.
 */
export const ledgerOf = async (db: DbOrTx, input: LedgerInput) => {
  const { start, end } = periodBounds(input.from, input.to);
  const scope = sql`
    from journal_lines l
    join journal_entries e on e.id = l.entry_id
    join accounting_accounts a on a.id = l.account_id
    where e.company_id = ${input.companyId}
      and a.code like (select code from accounting_accounts where id = ${input.accountId}) || '%'`;
  const head = await db.execute(sql`
    select
      coalesce(sum(l.debit - l.credit) filter (where e.entry_date < ${start}::date), 0)::numeric(16,2)::text as opening,
      coalesce(sum(l.debit) filter (where e.entry_date >= ${start}::date and e.entry_date < ${end}::date), 0)::numeric(16,2)::text as debit,
      coalesce(sum(l.credit) filter (where e.entry_date >= ${start}::date and e.entry_date < ${end}::date), 0)::numeric(16,2)::text as credit,
      coalesce(sum(l.debit - l.credit) filter (where e.entry_date < ${end}::date), 0)::numeric(16,2)::text as closing,
      (count(*) filter (where e.entry_date >= ${start}::date and e.entry_date < ${end}::date))::int as total
    ${scope}`);
  const totals = head.rows[0] as {
    opening: string;
    debit: string;
    credit: string;
    closing: string;
    total: number;
  };
  const moves = await db.execute(sql`
    select * from (
      select e.id as "entryId", e.year, e.seq, e.entry_date::text as date,
        coalesce(l.description, e.description) as description,
        l.debit::text as debit, l.credit::text as credit,
        (${totals.opening}::numeric + sum(l.debit - l.credit) over (
          order by e.entry_date, e.year, e.seq, e.id, l.line_no rows unbounded preceding
        ))::numeric(16,2)::text as balance,
        row_number() over (order by e.entry_date, e.year, e.seq, e.id, l.line_no) as n
      ${scope} and e.entry_date >= ${start}::date and e.entry_date < ${end}::date
    ) m
    where n > ${(input.page - 1) * input.perPage} and n <= ${input.page * input.perPage}
    order by n`);
  const movements = (
    moves.rows as {
      entryId: number;
      year: number;
      seq: number;
      date: string;
      description: string;
      debit: string;
      credit: string;
      balance: string;
    }[]
  ).map(({ year, seq, ...m }) => ({ ...m, number: entryNumber(year, seq) }));
  return { ...totals, movements };
};
