import { getTableName, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * What a lookup yields: the value's type, or null when the value or the reference may be null (a
 * nullable column, SQL typed with null or untyped; a lookup of a not-null reference is not null).
 */
export type Looked<V extends AnyPgColumn, R> =
  | (V['_']['notNull'] extends true ? V['_']['data'] : V['_']['data'] | null)
  | (R extends { _: { notNull: true } }
      ? never
      : R extends SQL<infer T>
        ? null extends T
          ? null
          : never
        : null);

/**
 * `"table"."column"`, always. A select from one table without joins writes the columns of its
 * fields unqualified, and inside a subquery of another table a bare `"id"` names that table's id:
 * a correlated subquery must name the outer column in full. An aliased table gives its alias.
 */
export const qualified = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

const isColumn = (reference: AnyPgColumn | SQLWrapper): reference is AnyPgColumn =>
  'table' in reference && 'name' in reference;

/** A column in full (see `qualified`), any other SQL as it is: the outer side of a correlated subquery. */
export const outerRef = (reference: AnyPgColumn | SQLWrapper): SQLWrapper =>
  isColumn(reference) ? qualified(reference) : reference;

/**
 * `value` of the row whose `key` equals `reference`, as a correlated subquery: a module shows,
 * filters or sorts by a column of another module's table without naming that table. The owner
 * exports one named lookup per column (`companyNameOf(vehicles.companyId)`). Null where the
 * reference is null or points nowhere, as a left join would give; the key must be unique.
 */
export const lookupOf = <V extends AnyPgColumn, R extends AnyPgColumn | SQLWrapper>(
  value: V,
  key: AnyPgColumn,
  reference: R,
): SQL<Looked<V, R>> =>
  sql<
    Looked<V, R>
  >`(select ${qualified(value)} from ${value.table} where ${qualified(key)} = ${outerRef(reference)})`;
