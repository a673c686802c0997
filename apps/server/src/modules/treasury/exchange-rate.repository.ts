import type { TExchangeRateItem, TExchangeRateListQuery } from '@zerg/shared';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { treasuryExchangeRates as rates } from './treasury.table.ts';

const columns = {
  id: rates.id,
  date: rates.rateDate,
  currency: rates.currency,
  purchase: rates.purchase,
  sale: rates.sale,
  source: rates.source,
  updatedAt: rates.updatedAt,
};

const SORT = {
  date: rates.rateDate,
  purchase: rates.purchase,
  sale: rates.sale,
  source: rates.source,
} as const;

type Row = Omit<TExchangeRateItem, 'updatedAt'> & { updatedAt: Date };
const toItem = (r: Row): TExchangeRateItem => ({ ...r, updatedAt: r.updatedAt.toISOString() });

export const listExchangeRates = async (
  db: DbOrTx,
  query: TExchangeRateListQuery & { page: number; perPage: number },
) => {
  const conditions: SQL[] = [];
  const f = query.filters;
  if (f?.from) conditions.push(gte(rates.rateDate, f.from));
  if (f?.to) conditions.push(lte(rates.rateDate, f.to));
  if (f?.source) conditions.push(eq(rates.source, f.source));
  // The search box takes a date or part of one ("2026-10").
  if (query.q) conditions.push(sql`${rates.rateDate}::text like ${`%${query.q.replace(/[%_\\]/g, '')}%`}`);
  const where = conditions.length ? and(...conditions) : undefined;
  // Newest first unless the user sorts.
  const order = query.sortBy ? ordered(SORT[query.sortBy], query.sortDesc) : sql`${rates.rateDate} desc`;
  const page = await pagedList(
    query,
    db.select(columns).from(rates).where(where).orderBy(order, asc(rates.id)).$dynamic(),
    db.select({ n: countRows }).from(rates).where(where),
  );
  return { total: page.total, data: page.data.map(toItem) };
};

export const findExchangeRate = async (db: DbOrTx, id: number): Promise<TExchangeRateItem | null> => {
  const [row] = await db.select(columns).from(rates).where(eq(rates.id, id));
  return row ? toItem(row) : null;
};

/** The row of exactly that day, or null. */
export const exchangeRateOn = async (db: DbOrTx, date: string): Promise<TExchangeRateItem | null> => {
  const [row] = await db
    .select(columns)
    .from(rates)
    .where(and(eq(rates.currency, 'USD'), eq(rates.rateDate, date)));
  return row ? toItem(row) : null;
};
