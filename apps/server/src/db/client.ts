import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { currentAbortSignal, RequestAbortedError } from './query-cancel.ts';

/**
 * Typed without the schema: queries name their tables (the query builder), never `db.query.<table>`.
 * A schema in this type would make every file that names `Db` depend on every table, and through
 * the tables on every module (composition/schema.ts lists them for drizzle-kit only).
 */
export type Db = NodePgDatabase<Record<string, never>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either, so a service can run them inside its transaction. */
export type DbOrTx = Db | Tx;

export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

/** The pg pool a drizzle database was built on (drizzle keeps it as `$client`), for its counts. */
export const poolOf = (db: Db): pg.Pool | undefined => (db as unknown as { $client?: pg.Pool }).$client;

/** The address a database was opened with: what a command run beside the app (a backup) connects to. */
export const connectionStringOf = (db: Db): string =>
  (poolOf(db)?.options as { connectionString?: string } | undefined)?.connectionString ?? '';

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

export type DatabaseOptions = {
  /** PostgreSQL stops any statement of this pool running longer (`statement_timeout`). */
  statementTimeoutMs?: number;
  /** Opening a connection that takes longer fails (the database counts as unavailable). */
  connectTimeoutMs?: number;
};

type Connect = (
  cb: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
) => void;

/** Asks PostgreSQL, on a connection of its own, to stop what the backend `pid` is running. */
const cancelBackend = async (config: pg.PoolConfig, pid: number) => {
  const client = new pg.Client({ ...config, statement_timeout: 5_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select pg_cancel_backend($1)', [pid]);
  } catch {
    // The database is gone or the statement ended: nothing left to stop.
  } finally {
    await client.end().catch(() => {});
  }
};

/**
 * Ties each checked-out connection to the abort signal of the request that took it (see
 * query-cancel.ts): when the signal aborts, the running statement is cancelled and the connection is
 * dropped at release, so a late cancel can never reach a statement of someone else.
 */
const cancelOnAbort = (pool: pg.Pool) => {
  const original = pool.connect.bind(pool) as unknown as Connect;
  const watch = (client: pg.PoolClient, signal: AbortSignal) => {
    const pid = (client as unknown as { processID?: number }).processID;
    const onAbort = () => {
      if (pid) void cancelBackend(pool.options, pid);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    const release = client.release.bind(client);
    client.release = (err?: Error | boolean) => {
      signal.removeEventListener('abort', onAbort);
      return release(signal.aborted ? true : err);
    };
  };
  const connect = (cb?: Parameters<Connect>[0]) => {
    const signal = currentAbortSignal();
    if (signal?.aborted) {
      const err = new RequestAbortedError();
      if (cb) return cb(err, undefined, () => {});
      return Promise.reject(err);
    }
    if (!cb) {
      return new Promise<pg.PoolClient>((resolve, reject) =>
        connect((err, client) => (err || !client ? reject(err) : resolve(client))),
      );
    }
    original((err, client, done) => {
      if (!err && client && signal) watch(client, signal);
      cb(err, client, done);
    });
  };
  (pool as unknown as { connect: typeof connect }).connect = connect;
};

export const createDatabase = (url: string, max = 10, options: DatabaseOptions = {}): Database => {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    Client: IsoTimestampClient,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
  });
  // An idle connection can be ended by the server (restart, shutdown); without a listener node-postgres
  // would crash the process. The next query opens a new connection.
  pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
  // The same for a connection checked out inside a transaction: its query fails, the process lives.
  pool.on('connect', (client) => client.on('error', () => {}));
  cancelOnAbort(pool);
  const db: Db = drizzle(pool);
  return { db, pool, close: () => pool.end() };
};
