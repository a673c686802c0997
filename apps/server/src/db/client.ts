import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either, so a service can run them inside its transaction. */
export type DbOrTx = Db | Tx;

export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

export const createDatabase = (url: string, max = 10): Database => {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection can be ended by the server (restart, shutdown); without a listener node-postgres
  // would crash the process. The next query opens a new connection.
  pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
};
