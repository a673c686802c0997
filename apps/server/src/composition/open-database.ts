import type { Config } from '../config/config.ts';
import { createDatabase, type Database } from '../db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded.ts';
import { prepareDatabase } from './prepare-database.ts';

/** The app's pool (requests) and a small one for background jobs, whose statements may run longer. */
export type OpenDatabase = Database & { jobs: Database };

/**
 * The database the app runs on: DATABASE_URL, or the embedded server under DATA_DIR (kept running
 * by its supervisor); migrated and with its fixed catalogues in place. `close` also stops the
 * embedded server.
 */
export const openDatabase = async (config: Config): Promise<OpenDatabase> => {
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
    await prepareDatabase(database.db, { migrationsDb: jobs.db });
  } catch (err) {
    await close();
    throw err;
  }
  return { ...database, jobs, close };
};
