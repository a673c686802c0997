import { asc, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';

/**
 * Every list screen sends `{page, perPage, q, sortBy, sortDesc, filters}` and gets `{data, total}`
 * (the shared `listQuery` schema). These helpers are the one way to answer it.
 */
export type PageInput = { page: number; perPage: number };
export type Paged<T> = { data: T[]; total: number };

/** `count(*)` as a number, for the count query of `pagedList`. */
export const countRows = sql<number>`count(*)::int`;

/**
 * Runs one page of `rows` (a `.$dynamic()` select with its order) and its `count` (a select of
 * `{ n: countRows }` with the same filters) side by side. Two queries rather than a window count:
 * `count(*) over ()` makes every page sort every matching row, while the page alone can walk an
 * index and stop after `perPage` rows (the employee list at 10,000 rows).
 */
export const pagedList = async <T extends PgSelect>(
  input: PageInput,
  rows: T,
  count: PromiseLike<{ n: number }[]>,
): Promise<Paged<Awaited<T>[number]>> => {
  const page = rows.limit(input.perPage).offset((input.page - 1) * input.perPage);
  const [data, [counted]] = await Promise.all([page, count]);
  return { data, total: counted?.n ?? 0 };
};

/** The `ilike`/`like` pattern for "contains q", with the wildcards in q taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Ascending or descending by the list's `sortDesc`. */
export const ordered = (column: AnyPgColumn | SQLWrapper, sortDesc: boolean | undefined): SQL =>
  sortDesc ? desc(column) : asc(column);
