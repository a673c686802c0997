import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_DIR } from '../src/config/paths.ts';
import { freePort } from './setup/free-port.ts';

/*
 * Issue 24, points 7 and 8, on the real app as `npm start` runs it (its own embedded PostgreSQL
 * under a fresh DATA_DIR): the database killed under it gives 503s with Retry-After and comes back
 * without an app restart; the app killed with SIGKILL starts again on the same data folder.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'zerg-restart-'));
// As root the embedded server runs as the `postgres` user, which must reach the folder.
chmodSync(dataDir, 0o755);
const apps: ChildProcess[] = [];
let output = '';

const [appPort, pgPort] = [await freePort(), await freePort()];

const startApp = () => {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(appPort),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    SEED_DEMO: 'false',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const app = spawn(process.execPath, [join(SERVER_DIR, 'src/server.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  app.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  apps.push(app);
  return app;
};

type Health = { status: number; retryAfter: string | null; code: string | null };

const call = async (path: string): Promise<Health | null> => {
  try {
    const res = await fetch(`http://127.0.0.1:${appPort}${path}`, {
      signal: AbortSignal.timeout(3_000),
      headers: { 'accept-language': 'en' },
    });
    const body = (await res.json().catch(() => null)) as { code?: string } | null;
    return { status: res.status, retryAfter: res.headers.get('retry-after'), code: body?.code ?? null };
  } catch {
    return null;
  }
};

/** Health and a public route that reads the database (whether the first administrator exists). */
type Probe = { health: Health; setup: Health };

const probe = async (): Promise<Probe | null> => {
  const [health, setup] = await Promise.all([call('/api/health'), call('/api/setup/status')]);
  return health && setup ? { health, setup } : null;
};

const up = (p: Probe) => p.health.status === 200 && p.setup.status === 200;

/** Polls every 200 ms until `want` holds, for at most `ms`; every answer seen is kept. */
const until = async (want: (p: Probe) => boolean, ms: number, seen: Probe[] = []) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const p = await probe();
    if (p) seen.push(p);
    if (p && want(p)) return p;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`never matched within ${ms} ms; seen ${JSON.stringify(seen.slice(-3))}\n${output}`);
};

const postmasterPid = () =>
  Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);

const exited = (app: ChildProcess) =>
  app.exitCode !== null || app.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => app.once('exit', () => resolve()));

afterAll(async () => {
  for (const app of apps) {
    if (app.exitCode === null && app.signalCode === null) {
      app.kill('SIGTERM');
      await Promise.race([exited(app), new Promise((r) => setTimeout(r, 15_000))]);
    }
  }
  // Whatever still runs on the folder (a failed test) goes too, by its own lock file.
  if (existsSync(join(dataDir, 'pg', 'postmaster.pid'))) {
    try {
      process.kill(postmasterPid(), 'SIGQUIT');
    } catch {
      // already gone
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('the app and its embedded database', () => {
  it('answers 503 while PostgreSQL is killed, recovers by itself, and starts again after kill -9', async () => {
    const first = startApp();
    await until(up, 90_000);

    // PostgreSQL dies under the running app.
    const killedPg = postmasterPid();
    process.kill(killedPg, 'SIGKILL');
    const seen: Probe[] = [];
    const down = await until((p) => p.health.status === 503 && p.setup.status === 503, 15_000, seen);
    const unavailable = { status: 503, retryAfter: '5', code: 'DATABASE_UNAVAILABLE' };
    expect(down).toEqual({ health: unavailable, setup: unavailable });
    await until(up, 45_000, seen);
    // Never a 500, whatever the moment.
    const answers = seen.flatMap((p) => [p.health, p.setup]);
    expect(answers.filter((h) => h.status >= 500 && h.status !== 503)).toEqual([]);
    expect(first.exitCode).toBeNull();
    expect(postmasterPid()).not.toBe(killedPg);

    // The app dies without a word; its PostgreSQL is left running on the folder.
    first.kill('SIGKILL');
    await exited(first);
    const leftover = postmasterPid();
    const second = startApp();
    await until(up, 90_000);
    expect(second.exitCode).toBeNull();
    expect(postmasterPid()).not.toBe(leftover);
    expect(output).toContain(
      `Stopping the PostgreSQL left running on ${join(dataDir, 'pg')} (process ${leftover})`,
    );
  }, 240_000);
});
