import { centsToMoney, moneyToCents, msg } from '@zerg/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { accountingAccounts } from './accounting-account.table.ts';
import { type JournalLineInput, postJournalEntry } from './journal-posting.ts';

/** Elements carried from year to year (balance sheet and memorandum accounts): 0 to 5. */
const BALANCE_ELEMENTS = ['0', '1', '2', '3', '4', '5'] as const;

type Balance = { accountId: number; code: string; cents: bigint };

/** Debit minus credit per leaf account of one company up to `until` (exclusive), from `from`. */
const balancesOf = async (
  tx: DbOrTx,
  companyId: number,
  range: { from?: string; until: string },
): Promise<Balance[]> => {
  const result = await tx.execute(sql`
    select a.id as "accountId", a.code, sum(l.debit - l.credit)::numeric(16,2)::text as balance
    from journal_lines l
    join journal_entries e on e.id = l.entry_id
    join accounting_accounts a on a.id = l.account_id
    where e.company_id = ${companyId} and e.entry_date < ${range.until}::date
      ${range.from ? sql`and e.entry_date >= ${range.from}::date` : sql``}
    group by a.id, a.code
    having sum(l.debit - l.credit) <> 0
    order by a.code`);
  return (result.rows as { accountId: number; code: string; balance: string }[]).map((r) => ({
    accountId: r.accountId,
    code: r.code,
    cents: moneyToCents(r.balance),
  }));
};

/** The line that brings a balance to zero (a debit balance is credited, a credit balance debited). */
const cancelling = (b: Balance, description: string): JournalLineInput => ({
  accountId: b.accountId,
  debit: centsToMoney(b.cents < 0n ? -b.cents : 0n),
  credit: centsToMoney(b.cents > 0n ? b.cents : 0n),
  description,
});
const carrying = (b: Balance, description: string): JournalLineInput => ({
  accountId: b.accountId,
  debit: centsToMoney(b.cents > 0n ? b.cents : 0n),
  credit: centsToMoney(b.cents < 0n ? -b.cents : 0n),
  description,
});

/**
 * The first of `codes` that is an active account without sub-accounts: 5911 where the chart
 * divides 591, 591 where it does not. 409 INVALID_CHANGE on `year` when none is postable.
 */
const postableOf = async (tx: DbOrTx, codes: readonly string[]): Promise<number> => {
  const rows = await tx
    .select({ id: accountingAccounts.id, code: accountingAccounts.code })
    .from(accountingAccounts)
    .where(
      and(
        inArray(accountingAccounts.code, [...codes]),
        eq(accountingAccounts.active, true),
        sql`not exists (select 1 from ${accountingAccounts} c where c.parent_id = ${accountingAccounts.id})`,
      ),
    );
  for (const code of codes) {
    const found = rows.find((r) => r.code === code);
    if (found) return found.id;
  }
  throw conflict('INVALID_CHANGE', { year: [msg('validation.closingAccount', { code: codes[0] ?? '' })] });
};

/**
 * Posts the year's closing entries and the next year's opening entry (README, "Year close"):
 * C1 results (elements 6, 7, 8 and 9) to 891/892; C2 the result to 591/592; C3 every
 * balance account (elements 0–5) to zero on 31 December; A the same balances reopened on 1 January.
 * Returns the ids in posting order. The caller holds the books' lock and checked the earlier years.
 */
export const postYearClose = async (
  tx: DbOrTx,
  actorId: number | null,
  companyId: number,
  year: number,
): Promise<number[]> => {
  const last = `${year}-12-31`;
  const next = `${year + 1}-01-01`;
  const ids: number[] = [];
  const closing = (description: string, lines: JournalLineInput[]) =>
    postJournalEntry(tx, actorId, {
      companyId,
      date: last,
      description,
      origin: 'closing',
      kind: 'closing',
      lines,
    });

  // Everything outside elements 0–5: the expenses and income (6, 7), the intermediate balances and
  // the result (8, 89 included should anything have been booked there by hand) and the analytic 9.
  const results = (await balancesOf(tx, companyId, { from: `${year}-01-01`, until: next })).filter(
    (b) => !BALANCE_ELEMENTS.some((e) => b.code.startsWith(e)),
  );
  // Debit minus credit of the results: below zero is a profit (income exceeded expenses).
  const net = results.reduce((sum, b) => sum + b.cents, 0n);
  if (results.length > 0 && net !== 0n) {
    const profit = net < 0n;
    const amount = centsToMoney(profit ? -net : net);
    const [r89, r59] = profit
      ? [await postableOf(tx, ['891']), await postableOf(tx, ['5911', '591'])]
      : [await postableOf(tx, ['892']), await postableOf(tx, ['5921', '592'])];
    const glosa = `Cierre de cuentas de resultados del ejercicio ${year}`;
    const toResult: JournalLineInput = profit
      ? { accountId: r89, debit: '0.00', credit: amount, description: 'Utilidad del ejercicio' }
      : { accountId: r89, debit: amount, credit: '0.00', description: 'Pérdida del ejercicio' };
    ids.push(await closing(glosa, [...results.map((b) => cancelling(b, glosa)), toResult]));
    const transfer = `Traslado del resultado del ejercicio ${year} a resultados acumulados`;
    ids.push(
      await closing(
        transfer,
        profit
          ? [
              { accountId: r89, debit: amount, credit: '0.00' },
              { accountId: r59, debit: '0.00', credit: amount },
            ]
          : [
              { accountId: r59, debit: amount, credit: '0.00' },
              { accountId: r89, debit: '0.00', credit: amount },
            ],
      ),
    );
  } else if (results.length > 0) {
    // Income equal to expenses: the results still close, to each other.
    const glosa = `Cierre de cuentas de resultados del ejercicio ${year}`;
    ids.push(
      await closing(
        glosa,
        results.map((b) => cancelling(b, glosa)),
      ),
    );
  }

  // After C1 and C2 only the balance accounts (and 89, at zero) carry a balance at 31 December.
  const carried = (await balancesOf(tx, companyId, { until: next })).filter((b) =>
    BALANCE_ELEMENTS.some((e) => b.code.startsWith(e)),
  );
  if (carried.length > 0) {
    const glosa = `Cierre de cuentas de balance del ejercicio ${year}`;
    ids.push(
      await closing(
        glosa,
        carried.map((b) => cancelling(b, glosa)),
      ),
    );
    const opening = `Asiento de apertura del ejercicio ${year + 1}`;
    ids.push(
      await postJournalEntry(tx, actorId, {
        companyId,
        date: next,
        description: opening,
        origin: 'closing',
        kind: 'opening',
        lines: carried.map((b) => carrying(b, opening)),
      }),
    );
  }
  return ids;
};
