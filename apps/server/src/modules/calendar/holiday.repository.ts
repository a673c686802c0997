import type { THolidayListQuery } from '@zerg/shared';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { holidays } from './holiday.table.ts';

const SORT_COLUMNS = { date: holidays.date, name: holidays.name, kind: holidays.kind } as const;

export type HolidayListParams = THolidayListQuery & { page: number; perPage: number };

const itemColumns = {
  id: holidays.id,
  date: holidays.date,
  name: holidays.name,
  kind: holidays.kind,
  observed: holidays.observed,
  source: holidays.source,
  createdByName: actors.fullName,
  updatedAt: holidays.updatedAt,
};

const toItem = <T extends { updatedAt: Date }>({ updatedAt, ...r }: T) => ({
  ...r,
  updatedAt: updatedAt.toISOString(),
});

export const listHolidays = async (db: DbOrTx, query: HolidayListParams) => {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(sql`${holidays.name} ilike ${containsPattern(query.q)}`);
  const f = query.filters;
  if (f?.year !== undefined) {
    conditions.push(gte(holidays.date, `${f.year}-01-01`), lte(holidays.date, `${f.year}-12-31`));
  }
  if (f?.kind) conditions.push(eq(holidays.kind, f.kind));
  if (f?.observed !== undefined) conditions.push(eq(holidays.observed, f.observed));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    db
      .select(itemColumns)
      .from(holidays)
      .leftJoin(actors, eq(actors.id, holidays.createdBy))
      .where(where)
      .orderBy(ordered(SORT_COLUMNS[query.sortBy ?? 'date'], query.sortDesc), asc(holidays.id))
      .$dynamic(),
    db.select({ n: countRows }).from(holidays).where(where),
  );
  return {
    total: page.total,
    data: page.data.map(toItem),
  };
};

export const findHoliday = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(holidays).where(eq(holidays.id, id));
  return row ?? null;
};

export const findHolidayOn = async (db: DbOrTx, date: string) => {
  const [row] = await db
    .select({ id: holidays.id, name: holidays.name })
    .from(holidays)
    .where(eq(holidays.date, date));
  return row ?? null;
};

export const findHolidayItem = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select(itemColumns)
    .from(holidays)
    .leftJoin(actors, eq(actors.id, holidays.createdBy))
    .where(eq(holidays.id, id));
  return row ? toItem(row) : null;
};
