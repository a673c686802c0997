import type { Db } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { syncBookkeeping } from '../modules/bookkeeping/index.ts';
import { syncPayrollParameters } from '../modules/payroll-settings/index.ts';
import { syncReferences } from '../modules/references/index.ts';
import { syncTreasuryLedger } from '../modules/treasury/index.ts';
import { syncCatalogWithAccess } from '../modules/users/index.ts';

/**
 * What every start does before serving: the migrations, then the fixed catalogues, legal parameters,
 * the chart of accounts and each bank account's ledger account. The app, the tests' template and the
 * benchmarks all prepare a database this one way, so none misses a step the seed relies on.
 * Migrations may rewrite big tables: they can run on a pool with a longer statement limit.
 */
export const prepareDatabase = async (db: Db, options: { migrationsDb?: Db } = {}) => {
  await runMigrations(options.migrationsDb ?? db);
  await syncCatalogWithAccess(db);
  await syncReferences(db);
  await syncPayrollParameters(db);
  await syncBookkeeping(db);
  await syncTreasuryLedger(db);
};
