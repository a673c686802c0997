import { createHash } from 'node:crypto';
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
  options: { preparedAs?: string } = {},
): Promise<Paged<Awaited<T>[number]>> => {
  const page = rows.limit(input.perPage).offset((input.page - 1) * input.perPage);
  const run = options.preparedAs === undefined ? page : preparedRun(page, options.preparedAs);
  const [data, [counted]] = await Promise.all([run, count]);
  return { data, total: counted?.n ?? 0 };
};

/**
 * Runs a select as a named prepared statement: each connection parses it once and PostgreSQL may
 * keep its plan, which took as long as running a first page of the employee list. `shape` must name
 * everything its text varies by (its conditions' text, its order, and whether `page` is past the
 * first: drizzle writes no `offset 0`), for one name given two texts fails. Only for queries whose plan does not hang on a parameter's value (no `like` search).
 */
const preparedRun = <T extends PgSelect>(query: T, shape: string): Promise<Awaited<T>> => {
  const name = `list_${createHash('sha1').update(shape).digest('base64url').slice(0, 24)}`;
  return query.prepare(name).execute() as Promise<Awaited<T>>;
};

/** The `ilike`/`like` pattern for "contains q", with the wildcards in q taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Ascending or descending by the list's `sortDesc`. */
export const ordered = (column: AnyPgColumn | SQLWrapper, sortDesc: boolean | undefined): SQL =>
  sortDesc ? desc(column) : asc(column);
