import type { Config } from '../config/config.ts';
import { syncBookkeeping } from '../modules/bookkeeping/index.ts';
import { syncCatalog } from '../modules/catalog/index.ts';
import { syncPayrollParameters } from '../modules/payroll-settings/index.ts';
import { syncReferences } from '../modules/references/index.ts';
import { syncTreasuryLedger } from '../modules/treasury/index.ts';
import { createDatabase, type Database } from './client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded.ts';
import { runMigrations } from './migrate.ts';

/**
 * The database the app runs on: DATABASE_URL, or the embedded server under DATA_DIR; migrated and
 * with its fixed catalogues in place. `close` also stops the embedded server.
 */
export const openDatabase = async (config: Config): Promise<Database> => {
  let embedded: EmbeddedDatabase | null = null;
  if (!config.databaseUrl) {
    console.log(
      `Starting the embedded PostgreSQL (data in ${config.dataDir}/pg, port ${config.embeddedPgPort})…`,
    );
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort, 'zerg');
  }
  const database = createDatabase(config.databaseUrl ?? embedded?.url ?? '');
  const close = async () => {
    await database.close().catch(() => {});
    await embedded?.stop().catch(() => {});
  };
  try {
    await runMigrations(database.db);
    await syncCatalog(database.db);
    await syncReferences(database.db);
    await syncPayrollParameters(database.db);
    await syncBookkeeping(database.db);
    await syncTreasuryLedger(database.db);
  } catch (err) {
    await close();
    throw err;
  }
  return { ...database, close };
};
