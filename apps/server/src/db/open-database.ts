import type { Config } from '../config/config.ts';
import { syncBookkeeping } from '../modules/bookkeeping/index.ts';
import { syncCatalog } from '../modules/catalog/index.ts';
import { syncPayrollParameters } from '../modules/payroll-settings/index.ts';
import { syncReferences } from '../modules/references/index.ts';
import { syncTreasuryLedger } from '../modules/treasury/index.ts';
import { createDatabase, type Database } from './client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded.ts';
import { runMigrations } from './migrate.ts';

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
    // Migrations may rewrite big tables: they run on the jobs' pool and its longer limit.
    await runMigrations(jobs.db);
    await syncCatalog(database.db);
    await syncReferences(database.db);
    await syncPayrollParameters(database.db);
    await syncBookkeeping(database.db);
    await syncTreasuryLedger(database.db);
  } catch (err) {
    await close();
    throw err;
  }
  return { ...database, jobs, close };
};
