import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_DIR } from '../config/paths.ts';
import { APP_QUEUES, installJobQueues } from '../platform/jobs/index.ts';
import type { Db } from './client.ts';

/** The app's tables, then pg-boss's schema and the app's queues (pg-boss migrates its own tables). */
export const runMigrations = async (db: Db): Promise<void> => {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  await installJobQueues(db, APP_QUEUES);
};
