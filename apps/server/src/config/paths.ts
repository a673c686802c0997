import { resolve } from 'node:path';

/** The repository root, so paths work whichever workspace folder a command runs from. */
export const ROOT_DIR = resolve(import.meta.dirname, '../../../..');
export const SERVER_DIR = resolve(ROOT_DIR, 'apps/server');
export const MIGRATIONS_DIR = resolve(SERVER_DIR, 'src/db/migrations');
export const WEB_DIST_DIR = resolve(ROOT_DIR, 'apps/web/dist');
