import { type SQL, sql } from 'drizzle-orm';

/*
 * What the reads of service and travel orders share, in SQL: each item joins clients, routes,
 * vehicles and two employees (driver and co-driver), which reads plainer as SQL than as aliased
 * query-builder joins.
 */

export type Row = Record<string, unknown>;

export const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));
export const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
export const where = (parts: SQL[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));

export const CLIENT_NAME = sql`coalesce(c.trade_name, c.legal_name)`;
export const ROUTE_NAME = sql`rc.code || ' · ' || rc.description`;
export const personName = (alias: string) =>
  sql.raw(`trim(concat_ws(' ', ${alias}.first_names, ${alias}.paternal_surname, ${alias}.maternal_surname))`);
