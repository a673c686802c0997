import type { TTransactionTypeListQuery } from '@zerg/shared';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { accountingAccounts, accountingTransactionTypes as t } from './accounting-account.table.ts';

export type TransactionTypeListParams = TTransactionTypeListQuery & { page: number; perPage: number };

const debit = alias(accountingAccounts, 'debit');
const credit = alias(accountingAccounts, 'credit');

const columns = {
  id: t.id,
  code: t.code,
  name: t.name,
  direction: t.direction,
  debitAccountId: t.debitAccountId,
  debitAccountCode: debit.code,
  debitAccountName: debit.name,
  creditAccountId: t.creditAccountId,
  creditAccountCode: credit.code,
  creditAccountName: credit.name,
  sourceKind: t.sourceKind,
  active: t.active,
};

const SORT = { code: t.code, name: t.name, direction: t.direction } as const;

const rows = (db: DbOrTx) =>
  db
    .select(columns)
    .from(t)
    .innerJoin(debit, eq(debit.id, t.debitAccountId))
    .innerJoin(credit, eq(credit.id, t.creditAccountId));

const conditionsOf = (query: TransactionTypeListParams): SQL => {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const match = or(sql`${t.code} ilike ${pattern}`, sql`${t.name} ilike ${pattern}`);
    if (match) conditions.push(match);
  }
  const f = query.filters;
  if (f?.direction) conditions.push(eq(t.direction, f.direction));
  if (f?.active !== undefined) conditions.push(eq(t.active, f.active));
  return and(...conditions) ?? sql`true`;
};

export const listTransactionTypes = (db: DbOrTx, query: TransactionTypeListParams) => {
  const where = conditionsOf(query);
  return pagedList(
    query,
    rows(db)
      .where(where)
      .orderBy(query.sortBy ? ordered(SORT[query.sortBy], query.sortDesc) : asc(t.code), asc(t.id))
      .$dynamic(),
    db.select({ n: countRows }).from(t).where(where),
  );
};

export const findTransactionType = async (db: DbOrTx, id: number) => {
  const [row] = await rows(db).where(eq(t.id, id));
  return row ?? null;
};

export const transactionTypeOptions = (db: DbOrTx, direction: 'income' | 'expense' | undefined) =>
  db
    .select({ id: t.id, code: t.code, name: t.name, direction: t.direction })
    .from(t)
    .where(and(eq(t.active, true), direction ? eq(t.direction, direction) : undefined))
    .orderBy(asc(t.code));
