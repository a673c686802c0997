import {
  cciCheckDigitsLookRight,
  type TCompanyBankAccount,
  type TCompanyBankAccountListQuery,
} from '@zerg/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { ledgerAccountCodeOf } from '../bookkeeping/index.ts';
import { bankNameOf, companyNameOf } from '../references/index.ts';
import { treasuryBankAccounts as accounts } from './treasury.table.ts';
import { availableSql, balanceSql, hasTransactionsSql } from './treasury-balance.ts';

const columns = {
  id: accounts.id,
  companyId: accounts.companyId,
  companyName: companyNameOf(accounts.companyId),
  bank: accounts.bank,
  bankName: bankNameOf(accounts.bank),
  kind: accounts.kind,
  currency: accounts.currency,
  number: accounts.number,
  cci: accounts.cci,
  openingBalance: accounts.openingBalance,
  openingDate: accounts.openingDate,
  description: accounts.description,
  status: accounts.status,
  balance: balanceSql,
  available: availableSql,
  hasTransactions: hasTransactionsSql,
  ledgerAccountCode: ledgerAccountCodeOf(accounts.ledgerAccountId),
  createdAt: accounts.createdAt,
};

const SORT_COLUMNS = {
  bankName: columns.bankName,
  number: accounts.number,
  currency: accounts.currency,
  companyName: columns.companyName,
  openingDate: accounts.openingDate,
  balance: sql`(${balanceSql})::numeric`,
  status: accounts.status,
} as const;

const toAccount = (r: Omit<TCompanyBankAccount, 'cciWarning' | 'createdAt'> & { createdAt: Date }) => ({
  ...r,
  cciWarning: r.cci !== null && !cciCheckDigitsLookRight(r.cci),
  createdAt: r.createdAt.toISOString(),
});

const selectAccounts = (db: DbOrTx) => db.select(columns).from(accounts);

export const listBankAccounts = async (
  db: DbOrTx,
  query: TCompanyBankAccountListQuery & { page: number; perPage: number },
) => {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(
      sql`(${accounts.number} ilike ${like} or ${accounts.cci} ilike ${like} or ${columns.bankName} ilike ${like} or ${accounts.description} ilike ${like})`,
    );
  }
  const f = query.filters;
  if (f?.companyId) conditions.push(eq(accounts.companyId, f.companyId));
  if (f?.bank) conditions.push(eq(accounts.bank, f.bank));
  if (f?.currency) conditions.push(eq(accounts.currency, f.currency));
  if (f?.status) conditions.push(eq(accounts.status, f.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    selectAccounts(db)
      .where(where)
      .orderBy(ordered(SORT_COLUMNS[query.sortBy ?? 'bankName'], query.sortDesc), asc(accounts.id))
      .$dynamic(),
    db.select({ n: countRows }).from(accounts).where(where),
  );
  return { total: page.total, data: page.data.map(toAccount) };
};

export const findBankAccount = async (db: DbOrTx, id: number): Promise<TCompanyBankAccount | null> => {
  const [row] = await selectAccounts(db).where(eq(accounts.id, id));
  return row ? toAccount(row) : null;
};

export const findBankAccountRow = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row ?? null;
};

export const findByBankAndNumber = async (db: DbOrTx, bank: string, number: string) => {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.bank, bank), eq(accounts.number, number)));
  return row ?? null;
};

/** "BCP · PEN · 191-2345678-0-12": how selects and lists name an account. */
export const bankAccountName = sql<string>`${columns.bankName} || ' · ' || ${accounts.currency} || ' · ' || ${accounts.number}`;

export const bankAccountOptions = (db: DbOrTx, companyId: number | undefined) =>
  db
    .select({
      id: accounts.id,
      name: bankAccountName,
      companyId: accounts.companyId,
      currency: accounts.currency,
      available: availableSql,
    })
    .from(accounts)
    .where(and(eq(accounts.status, 'active'), companyId ? eq(accounts.companyId, companyId) : undefined))
    .orderBy(asc(columns.bankName), asc(accounts.currency), asc(accounts.number));
