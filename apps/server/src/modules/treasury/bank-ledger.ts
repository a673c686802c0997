import { centsToMoney, moneyToCents } from '@zerg/shared';
import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  createBankLedgerAccount,
  type JournalLineInput,
  lockBankParent,
  postedLines as posted,
  postJournalEntry,
} from '../bookkeeping/index.ts';
import { bankNameOf } from '../references/index.ts';
import { treasuryBankAccounts as accounts, treasuryExchangeRates as rates } from './treasury.table.ts';
import { amountInPen } from './treasury-money.ts';

/** "BCP · USD · 0011-0172-0100045236": the bank account's sub-account of 1041 is named like its selects. */
export const ledgerName = (bankName: string, currency: string, number: string) =>
  `${bankName} · ${currency} · ${number}`;

/** The purchase rate of `date`, or of the last day before it with one; null when the table has none. */
export const purchaseRateOn = async (db: DbOrTx, date: string): Promise<string | null> => {
  const [row] = await db
    .select({ purchase: rates.purchase })
    .from(rates)
    .where(and(eq(rates.currency, 'USD'), lte(rates.rateDate, date)))
    .orderBy(desc(rates.rateDate))
    .limit(1);
  return row?.purchase ?? null;
};

type CompanyAccount = {
  id: number;
  ledgerAccountId: number | null;
  currency: 'PEN' | 'USD';
  openingBalance: string;
  openingDate: string;
  name: string;
};

/**
 * How much of a company's 1041 balance belongs to each of its bank accounts: the lines its processed
 * movements posted there, plus its opening balance (a USD one at the purchase rate of its opening
 * date) when the books' opening entry carried it on 1041. What no account explains (manual entries)
 * goes to the first soles account; the entry's description says how much, for the accountant to
 * move by hand if it belongs elsewhere.
 */
const shares = async (
  tx: DbOrTx,
  parentId: number,
  companyId: number,
  list: CompanyAccount[],
  total: bigint,
) => {
  const moved = await tx.execute<{ bank_account_id: number; net: string }>(sql`
    select t.bank_account_id, sum(${posted.debit} - ${posted.credit})::text as net
      from ${posted}
      join treasury_transactions t on ${posted.sourceKind} = 'treasury_transaction' and t.id = ${posted.sourceId}
     where ${posted.accountId} = ${parentId} and ${posted.companyId} = ${companyId}
     group by t.bank_account_id`);
  const byAccount = new Map(moved.rows.map((r) => [Number(r.bank_account_id), moneyToCents(r.net)]));
  const result = new Map<number, bigint>();
  for (const account of list) {
    let opening = moneyToCents(account.openingBalance);
    if (account.currency === 'USD') {
      const rate = await purchaseRateOn(tx, account.openingDate);
      opening = rate ? moneyToCents(amountInPen(account.openingBalance, rate)) : 0n;
    }
    result.set(account.id, (byAccount.get(account.id) ?? 0n) + opening);
  }
  const explained = [...result.values()].reduce((s, v) => s + v, 0n);
  const first = list.find((a) => a.currency === 'PEN') ?? list[0];
  const residual = total - explained;
  if (first) result.set(first.id, (result.get(first.id) ?? 0n) + residual);
  return { result, residual, residualAccount: first };
};

/**
 * Moves what is still posted on 1041 itself to the bank accounts' sub-accounts, one entry per company
 * (origin `reclassification`), dated the last day 1041 was posted to: history is not rewritten, and
 * from that day on the ledger shows each bank account on its own. A company with no bank account
 * keeps its 1041 balance until it has one.
 */
export const reclassifyBankParent = async (tx: DbOrTx): Promise<void> => {
  const parent = await lockBankParent(tx);
  const open = await tx
    .select({
      companyId: posted.companyId,
      net: sql<string>`sum(${posted.debit} - ${posted.credit})::text`,
      last: sql<string>`max(${posted.entryDate})::text`,
    })
    .from(posted)
    .where(eq(posted.accountId, parent.id))
    .groupBy(posted.companyId)
    .having(sql`sum(${posted.debit} - ${posted.credit}) <> 0`);
  for (const company of open) {
    const list = await companyAccounts(tx, company.companyId);
    if (!list.length) continue;
    const total = moneyToCents(company.net);
    const { result, residual, residualAccount } = await shares(tx, parent.id, company.companyId, list, total);
    const lines: JournalLineInput[] = [];
    for (const account of list) {
      const cents = result.get(account.id) ?? 0n;
      if (cents === 0n || account.ledgerAccountId === null) continue;
      lines.push({
        accountId: account.ledgerAccountId,
        debit: centsToMoney(cents > 0n ? cents : 0n),
        credit: centsToMoney(cents < 0n ? -cents : 0n),
        description: account.name,
        currency: account.currency,
      });
    }
    lines.push({
      accountId: parent.id,
      debit: centsToMoney(total < 0n ? -total : 0n),
      credit: centsToMoney(total > 0n ? total : 0n),
      description: 'Saldo de 1041 reclasificado a las subcuentas de cada cuenta bancaria',
    });
    const note =
      residual !== 0n && residualAccount
        ? ` (S/ ${centsToMoney(residual)} sin movimiento de tesorería que los explique, a ${residualAccount.name})`
        : '';
    await postJournalEntry(
      tx,
      null,
      {
        companyId: company.companyId,
        date: company.last,
        description: `Reclasificación de 1041 Cuentas corrientes operativas por cuenta bancaria${note}`.slice(
          0,
          250,
        ),
        origin: 'reclassification',
        lines,
      },
      { parentsAllowed: new Set([parent.id]) },
    );
  }
};

const companyAccounts = async (tx: DbOrTx, companyId: number): Promise<CompanyAccount[]> =>
  (
    await tx
      .select({
        id: accounts.id,
        ledgerAccountId: accounts.ledgerAccountId,
        currency: accounts.currency,
        openingBalance: accounts.openingBalance,
        openingDate: accounts.openingDate,
        bankName: bankNameOf(accounts.bank),
        number: accounts.number,
      })
      .from(accounts)
      .where(eq(accounts.companyId, companyId))
      .orderBy(asc(accounts.id))
  ).map((r) => ({ ...r, name: ledgerName(r.bankName, r.currency, r.number) }));

/**
 * Gives every bank account without one its sub-account of 1041, then moves what 1041 still holds
 * (see `reclassifyBankParent`). Called when an account is created, by the demo seed and at every
 * start (so a database from before gets its sub-accounts once).
 */
export const ensureBankLedgerAccounts = async (tx: DbOrTx): Promise<void> => {
  const missing = await tx
    .select({
      id: accounts.id,
      currency: accounts.currency,
      number: accounts.number,
      bankName: bankNameOf(accounts.bank),
    })
    .from(accounts)
    .where(isNull(accounts.ledgerAccountId))
    .orderBy(asc(accounts.id));
  for (const row of missing) {
    const ledgerAccountId = await createBankLedgerAccount(
      tx,
      ledgerName(row.bankName, row.currency, row.number),
    );
    await tx.update(accounts).set({ ledgerAccountId }).where(eq(accounts.id, row.id));
  }
  await reclassifyBankParent(tx);
};

/** At every start, after the chart's sync. */
export const syncTreasuryLedger = async (db: Db): Promise<void> => {
  await db.transaction(async (tx) => ensureBankLedgerAccounts(tx));
};
