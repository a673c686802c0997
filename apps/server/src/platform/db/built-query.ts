import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The conditions' text with each `$n` as the placeholder `pn`, to build a query once per shape. */
export const withPlaceholders = (text: string): SQL | undefined => {
  if (!text) return undefined;
  const parts = text.split(/\$(\d+)/);
  return sql.join(parts.map((part, i) => (i % 2 ? sql`${sql.placeholder(`p${part}`)}` : sql.raw(part))));
};

type BuiltPage = { execute: (values: Record<string, unknown>) => Promise<unknown[]> };
const BUILT_PAGES_MAX = 500;
const builtPages = new WeakMap<object, Map<string, BuiltPage>>();

/**
 * A list's page query for one shape, built once per database: building it with drizzle cost about a
 * fifth of the employee list's first page's CPU under load. A shape names everything the query's
 * text varies by (its conditions' text and its order), so the map stays small; past its bound it
 * starts again rather than grow.
 */
export const builtPage = <T extends BuiltPage>(db: DbOrTx, shape: string, build: (name: string) => T): T => {
  let pages = builtPages.get(db);
  if (!pages || pages.size >= BUILT_PAGES_MAX) {
    pages = new Map();
    builtPages.set(db, pages);
  }
  const known = pages.get(shape);
  if (known) return known as T;
  const page = build(`list_${createHash('sha1').update(shape).digest('base64url').slice(0, 24)}`);
  pages.set(shape, page);
  return page;
};
