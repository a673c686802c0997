import { msg } from '@zerg/shared';
import { and, asc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { outerRef, qualified } from '../../platform/db/lookup.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { transactionTypeByCode } from '../bookkeeping/index.ts';
import { bankNameOf } from '../references/index.ts';
import { treasuryBankAccounts as accounts, treasuryTransactions as txs } from './treasury.table.ts';
import { nextNumber, transactionCode } from './treasury-money.ts';

/*
 * Money another module has already seen arrive in a bank account (billing's collections, section 48).
 * The bank statement shows it, so the movement is written processed, dated that day, with the entry
 * the caller posted: treasury's balance counts it at once and its processing does not post again.
 */

export type IncomeAccount = {
  id: number;
  companyId: number;
  currency: 'PEN' | 'USD';
  /** The account's own 1041NN, where the caller posts the bank side. */
  ledgerAccountId: number;
  /** `BCP 193-…` */
  label: string;
};

/**
 * The account an income goes into, held `for share` until the caller commits (as every movement
 * holds it, so the account cannot be deleted or change currency meanwhile). 400 on `field` when it
 * does not exist, is inactive, belongs to another company or has no ledger sub-account.
 */
export const incomeAccountOf = async (
  tx: DbOrTx,
  id: number,
  companyId: number,
  field = 'bankAccountId',
): Promise<IncomeAccount> => {
  const [row] = await tx
    .select({
      id: accounts.id,
      companyId: accounts.companyId,
      currency: accounts.currency,
      status: accounts.status,
      ledgerAccountId: accounts.ledgerAccountId,
      bank: bankNameOf(accounts.bank),
      number: accounts.number,
    })
    .from(accounts)
    .where(eq(accounts.id, id))
    .for('share');
  if (!row || row.companyId !== companyId || row.ledgerAccountId === null)
    throw badRequest('VALIDATION_ERROR', { [field]: [msg('validation.notFoundRef')] });
  if (row.status !== 'active')
    throw badRequest('VALIDATION_ERROR', { [field]: [msg('validation.inactiveRef')] });
  return {
    id: row.id,
    companyId: row.companyId,
    currency: row.currency,
    ledgerAccountId: row.ledgerAccountId,
    label: `${row.bank ?? ''} ${row.number}`.trim(),
  };
};

export type CollectedIncome = {
  account: IncomeAccount;
  date: string;
  clientId: number;
  clientName: string;
  clientDocument: string | null;
  concept: string;
  amount: string;
  exchangeRate: string;
  amountPen: string;
  /** The bank's operation number. */
  reference: string | null;
  journalEntryId: number;
  actorId: number | null;
};

/**
 * Writes the processed income movement of money collected by another module and answers its id and
 * `TES-` code. Its type is the seeded COBRANZA (Dr 1041 / Cr 1212) when active, so a reversal from
 * treasury books the opposite of a collection.
 */
export const registerCollectedIncome = async (
  tx: DbOrTx,
  income: CollectedIncome,
): Promise<{ id: number; code: string }> => {
  const type = await transactionTypeByCode(tx, 'COBRANZA');
  const { year, seq } = await nextNumber(tx, income.date);
  const now = new Date();
  const actor = income.actorId;
  const [row] = await tx
    .insert(txs)
    .values({
      year,
      seq,
      companyId: income.account.companyId,
      bankAccountId: income.account.id,
      txDate: income.date,
      direction: 'income',
      transactionTypeId: type?.active && type.direction === 'income' ? type.id : null,
      counterpartyKind: 'client',
      clientId: income.clientId,
      counterpartyName: income.clientName,
      counterpartyDocument: income.clientDocument,
      concept: income.concept.slice(0, 250),
      amount: income.amount,
      currency: income.account.currency,
      exchangeRate: income.exchangeRate,
      amountPen: income.amountPen,
      referenceDocument: income.reference,
      state: 'processed',
      journalEntryId: income.journalEntryId,
      createdBy: actor,
      approvedBy: actor,
      approvedAt: now,
      processedBy: actor,
      processedAt: now,
      processedOn: income.date,
      operationNumber: income.reference,
    })
    .returning({ id: txs.id });
  if (!row) throw new Error('treasury movement not written');
  return { id: row.id, code: transactionCode(year, seq) };
};

const accountLabel = sql<string>`coalesce(${bankNameOf(accounts.bank)}, ${accounts.bank}) || ' ' || ${accounts.number}`;

/** `BCP 193-…` of the account `accountId` points at, beside a row of another module's list. */
export const incomeAccountLabelOf = (accountId: AnyPgColumn | SQLWrapper) =>
  sql<
    string | null
  >`(select ${accountLabel} from ${accounts} where ${qualified(accounts.id)} = ${outerRef(accountId)})`;

/** The active accounts of a company (or of every company) an income may go into, by id. */
export const incomeAccounts = (db: DbOrTx, companyId: number | undefined) =>
  db
    .select({
      id: accounts.id,
      companyId: accounts.companyId,
      currency: accounts.currency,
      label: accountLabel,
    })
    .from(accounts)
    .where(and(eq(accounts.status, 'active'), companyId ? eq(accounts.companyId, companyId) : undefined))
    .orderBy(asc(accounts.id));
