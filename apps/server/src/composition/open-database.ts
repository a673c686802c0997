import type { Config } from '../config/config.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded.ts';
import { prepareDatabase } from './prepare-database.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { withStartUpLock } from './start-up-lock.ts';

/**
 * The app's pool (requests) and a small one for background jobs, whose statements may run longer;
 * `seeded` says whether this start seeded the demo company.
 */
export type OpenDatabase = Database & { jobs: Database; seeded: boolean };

/**
 * The database the app runs on: DATABASE_URL, or the embedded server under DATA_DIR (kept running
 * by its supervisor); migrated, with its fixed catalogues in place and, with `seedDemo`, the demo
 * company. The preparation holds the start-up lock, so instances started together take turns.
 * `close` also stops the embedded server.
 */
export const openDatabase = async (
  config: Config,
  options: { seedDemo?: boolean } = {},
): Promise<OpenDatabase> => {
  let embedded: EmbeddedDatabase | null = null;
  if (!config.databaseUrl) {
    console.log(
      `Starting the embedded PostgreSQL (data in ${config.dataDir}/pg, port ${config.embeddedPgPort})…`,
    );
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, 'zerg');
  }
  const url = config.databaseUrl ?? embedded?.url ?? '';
  const { statementTimeoutMs, jobStatementTimeoutMs, connectTimeoutMs } = config.database;
  const database = createDatabase(url, 10, { statementTimeoutMs, connectTimeoutMs });
  const jobs = createDatabase(url, 4, { statementTimeoutMs: jobStatementTimeoutMs, connectTimeoutMs });
  const close = async () => {
    await database.close().catch(() => {});
    await jobs.close().catch(() => {});
    await embedded?.stop().catch(() => {});
  };
  try {
    const seeded = await withStartUpLock(url, { connectTimeoutMs }, async () => {
      await prepareDatabase(database.db, { migrationsDb: jobs.db });
      return options.seedDemo ? await seedDemo(database.db) : false;
    });
    return { ...database, jobs, seeded, close };
  } catch (err) {
    await close();
    throw err;
  }
};
