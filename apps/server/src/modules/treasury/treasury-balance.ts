import { moneyToCents } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { qualified } from '../../platform/db/lookup.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { treasuryBankAccounts as accounts } from './treasury.table.ts';

/*
 * The balance is never stored: opening balance + processed incomes − processed expenses, in the
 * account's currency (a movement always has its account's currency). The available balance also
 * sets aside the expenses approved and not yet processed: what a new expense may still take.
 */

const processedNet = sql`coalesce((select sum(case when t.direction = 'income' then t.amount else -t.amount end)
  from treasury_transactions t where t.bank_account_id = ${accounts.id} and t.state = 'processed'), 0)`;
const approvedExpenses = sql`coalesce((select sum(t.amount) from treasury_transactions t
  where t.bank_account_id = ${accounts.id} and t.state = 'approved' and t.direction = 'expense'), 0)`;

export const balanceSql = sql<string>`(${accounts.openingBalance} + ${processedNet})::numeric(16,2)::text`;
export const availableSql = sql<string>`(${accounts.openingBalance} + ${processedNet} - ${approvedExpenses})::numeric(16,2)::text`;
export const hasTransactionsSql = sql<boolean>`exists (select 1 from treasury_transactions t where t.bank_account_id = ${qualified(accounts.id)})`;

export type AccountFunds = {
  id: number;
  companyId: number;
  currency: 'PEN' | 'USD';
  status: 'active' | 'inactive';
  balance: string;
  available: string;
};

const fundsColumns = {
  id: accounts.id,
  companyId: accounts.companyId,
  currency: accounts.currency,
  status: accounts.status,
  balance: balanceSql,
  available: availableSql,
};

/** The account and its balances, or null. */
export const accountFunds = async (db: DbOrTx, id: number): Promise<AccountFunds | null> => {
  const [row] = await db.select(fundsColumns).from(accounts).where(sql`${accounts.id} = ${id}`);
  return row ?? null;
};

/**
 * Locks the account row first (`for update`), then reads its balances: every approval and processing
 * of the account's expenses queues behind this lock, so two of them cannot both take the last soles.
 */
export const lockAccountFunds = async (db: DbOrTx, id: number): Promise<AccountFunds> => {
  const [locked] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`${accounts.id} = ${id}`)
    .for('update');
  if (!locked) throw notFound();
  const funds = await accountFunds(db, id);
  if (!funds) throw notFound();
  return funds;
};

export const exceeds = (amount: string, limit: string): boolean => moneyToCents(amount) > moneyToCents(limit);
