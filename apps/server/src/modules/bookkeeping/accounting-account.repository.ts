import type { TAccountingAccountListQuery } from '@zerg/shared';
import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { accountingAccounts as a } from './accounting-account.table.ts';

export type AccountListParams = TAccountingAccountListQuery & { page: number; perPage: number };

const parent = alias(a, 'parent');
/** A leaf: entries post only to accounts with nothing below them. */
export const postableExpr = sql<boolean>`not exists (select 1 from accounting_accounts c where c.parent_id = ${a.id})`;

const columns = {
  id: a.id,
  code: a.code,
  name: a.name,
  parentId: a.parentId,
  parentCode: parent.code,
  depth: a.depth,
  system: a.system,
  active: a.active,
  postable: postableExpr,
};

const SORT = { code: a.code, name: a.name, depth: a.depth } as const;

const conditionsOf = (query: AccountListParams): SQL => {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    const match = or(sql`${a.code} like ${pattern}`, sql`${a.name} ilike ${pattern}`);
    if (match) conditions.push(match);
  }
  const f = query.filters;
  if (f?.element !== undefined) conditions.push(sql`left(${a.code}, 1) = ${String(f.element)}`);
  if (f?.depth !== undefined) conditions.push(eq(a.depth, f.depth));
  if (f?.parentId !== undefined) conditions.push(eq(a.parentId, f.parentId));
  if (f?.system !== undefined) conditions.push(eq(a.system, f.system));
  if (f?.active !== undefined) conditions.push(eq(a.active, f.active));
  if (f?.postable !== undefined) conditions.push(f.postable ? postableExpr : sql`not ${postableExpr}`);
  return and(...conditions) ?? sql`true`;
};

export const listAccounts = (db: DbOrTx, query: AccountListParams) => {
  const where = conditionsOf(query);
  return pagedList(
    query,
    db
      .select(columns)
      .from(a)
      .leftJoin(parent, eq(parent.id, a.parentId))
      .where(where)
      .orderBy(query.sortBy ? ordered(SORT[query.sortBy], query.sortDesc) : asc(a.code), asc(a.id))
      .$dynamic(),
    db.select({ n: countRows }).from(a).where(where),
  );
};

export const findAccount = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select(columns)
    .from(a)
    .leftJoin(parent, eq(parent.id, a.parentId))
    .where(eq(a.id, id));
  return row ?? null;
};

/** The selects of the forms: active accounts by code or name, the first 100 by code. */
export const accountOptions = (db: DbOrTx, q: string | undefined, postable: boolean | undefined) => {
  const conditions: SQL[] = [eq(a.active, true)];
  if (q) {
    const pattern = containsPattern(q);
    const match = or(sql`${a.code} like ${pattern}`, sql`${a.name} ilike ${pattern}`);
    if (match) conditions.push(match);
  }
  if (postable !== undefined) conditions.push(postable ? postableExpr : sql`not ${postableExpr}`);
  return db
    .select({ id: a.id, code: a.code, name: a.name })
    .from(a)
    .where(and(...conditions))
    .orderBy(asc(a.code))
    .limit(100);
};
