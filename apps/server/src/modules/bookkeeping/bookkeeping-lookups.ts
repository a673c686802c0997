import { and, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { lookupOf, outerRef, qualified } from '../../platform/db/lookup.ts';
import { accountingAccounts, accountingTransactionTypes } from './accounting-account.table.ts';
import { BANK_PARENT_CODE } from './bank-ledger-account.ts';
import { journalEntries, journalLines } from './journal-entry.table.ts';

/*
 * The reads treasury makes of the books beside its own rows: an account's code, a transaction
 * type's name, an entry's number, whether a payment was booked by hand, the posted lines it sums
 * per bank account, and which accounts a demo movement may post to.
 */

type Reference = AnyPgColumn | SQLWrapper;

/** The code of the ledger account `accountId` points at (104101…). */
export const ledgerAccountCodeOf = <R extends Reference>(accountId: R) =>
  lookupOf(accountingAccounts.code, accountingAccounts.id, accountId);

/** The name of the transaction type `typeId` points at. */
export const transactionTypeNameOf = <R extends Reference>(typeId: R) =>
  lookupOf(accountingTransactionTypes.name, accountingTransactionTypes.id, typeId);

/** The number of the entry `entryId` points at (2026-000042, as `entryNumber` spells it); null for none. */
export const entryNumberOf = (entryId: Reference) =>
  sql<
    string | null
  >`(select ${qualified(journalEntries.year)} || '-' || lpad(${qualified(journalEntries.seq)}::text, 6, '0') from ${journalEntries} where ${qualified(journalEntries.id)} = ${outerRef(entryId)})`;

/** Whether the books hold an entry of `sourceKind` for the source `sourceId` points at. */
export const entryExistsFor = (sourceKind: string, sourceId: Reference): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${journalEntries} where ${qualified(journalEntries.sourceKind)} = ${sourceKind} and ${qualified(journalEntries.sourceId)} = ${outerRef(sourceId)})`;

/** Every posted line with its entry's company, date and source, as a subquery treasury sums by account. */
export const postedLines = new QueryBuilder()
  .select({
    accountId: journalLines.accountId,
    debit: journalLines.debit,
    credit: journalLines.credit,
    companyId: journalEntries.companyId,
    entryDate: journalEntries.entryDate,
    sourceKind: journalEntries.sourceKind,
    sourceId: journalEntries.sourceId,
  })
  .from(journalLines)
  .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
  .as('posted_line');

/**
 * Which of these accounts a movement may post to: active, and a leaf or 1041 (where the bank
 * accounts' sub-accounts sit: the movement's account picks the leaf).
 */
export const postableAccountIds = async (db: DbOrTx, ids: readonly number[]): Promise<number[]> => {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: accountingAccounts.id })
    .from(accountingAccounts)
    .where(
      and(
        inArray(accountingAccounts.id, [...ids]),
        eq(accountingAccounts.active, true),
        or(
          eq(accountingAccounts.code, BANK_PARENT_CODE),
          sql`not exists (select 1 from ${accountingAccounts} c where c.parent_id = ${accountingAccounts.id})`,
        ),
      ),
    );
  return rows.map((r) => r.id);
};
