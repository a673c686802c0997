import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { MIGRATIONS_DIR } from '../config/paths.ts';
import type { Db } from './client.ts';

export const runMigrations = (db: Db): Promise<void> => migrate(db, { migrationsFolder: MIGRATIONS_DIR });
