import { type SQL, sql } from 'drizzle-orm';

/*
 * What the reads of service and travel orders share, in SQL: each item shows the names of its
 * client, route, vehicles and two employees (driver and co-driver) through the owners' lookups,
 * which reads plainer as SQL than as the query builder.
 */

export type Row = Record<string, unknown>;

export const iso = (v: unknown): string => (v instanceof Date ? v.toISOString() : String(v));
export const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
export const where = (parts: SQL[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));
