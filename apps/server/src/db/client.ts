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
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
};
