import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either, so a service can run them inside its transaction. */
export type DbOrTx = Db | Tx;

export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

const TIMESTAMPTZ = 1184;
const toIso = (value: string) => {
  const at = new Date(value);
  // `infinity` and years past 275760 have no ISO form: they stay as PostgreSQL wrote them.
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
};

type TypeParsers = { getTypeParser: (oid: number, format?: string) => unknown };
type QueryConfigLike = { types?: TypeParsers; submit?: unknown };

/**
 * Every `timestamp with time zone` the driver hands over is ISO 8601 (`2026-11-28T13:00:00.000Z`).
 * Drizzle asks node-postgres for PostgreSQL's own text (`2026-11-28 13:00:00+00`) so that its typed
 * selects can make a `Date`; a raw `execute` passes that text on untouched, and answers built from
 * it carried a form no schema of ours accepts back (a travel order's `plannedDeparture`). The typed
 * path reads an ISO string as well, so turning the text into ISO here fixes every such column at
 * once. (Microseconds go, as they do for a `Date`.)
 */
class IsoTimestampClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query is a set of overloads; this only wraps its first argument
  override query(config: any, ...rest: any[]): any {
    const c = config as QueryConfigLike | string;
    if (c && typeof c === 'object' && c.types && typeof c.submit !== 'function') {
      const inner = c.types;
      const types: TypeParsers = {
        getTypeParser: (oid, format) => (oid === TIMESTAMPTZ ? toIso : inner.getTypeParser(oid, format)),
      };
      config = { ...c, types };
    }
    // biome-ignore lint/suspicious/noExplicitAny: as above
    return (super.query as (...args: any[]) => any)(config, ...rest);
  }
}

export const createDatabase = (url: string, max = 10): Database => {
  const pool = new pg.Pool({ connectionString: url, max, Client: IsoTimestampClient });
  // An idle connection can be ended by the server (restart, shutdown); without a listener node-postgres
  // would crash the process. The next query opens a new connection.
  pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
};
