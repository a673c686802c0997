import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { SERVER_DIR } from '../../src/config/paths.ts';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { freePort } from './free-port.ts';
import { type LoadBalancer, startLoadBalancer } from './load-balancer.ts';
import { adminQuery, withDatabase } from './test-databases.ts';

/*
 * Several real app processes on one database behind a small round-robin load balancer, as an
 * installation runs them: what one instance writes, another must read, through PostgreSQL alone.
 *
 * One fresh database cloned from the test template, named as `test-app.ts` names its clones (the
 * global teardown drops what a crashed run left). Each instance is `src/server.ts` started with this
 * Node, with:
 *   DATABASE_URL       the clone, the same for all: PostgreSQL is the only thing they share;
 *   HOST, PORT         127.0.0.1 and a free port, reached directly or through the balancer;
 *   NODE_ENV           production, the mode an installation runs in (JSON logs, secrets required);
 *   JWT_SECRET,        the same for all, as production requires: a token signed by one instance is
 *   SECRETS_KEY        accepted by the others, a secret sealed by one is opened by the others;
 *   SEED_DEMO=false    the template already holds the demo company;
 *   TRUST_PROXY=true   the client's address comes from the balancer's X-Forwarded-For;
 *   LOG_LEVEL=warn     output is kept and printed only when a test fails;
 *   WEB_DIST_DIR       a missing folder: the API alone, without building the web;
 *   LOGIN_SLOWDOWN_MS  0: the sign-in's delay against guessing would only slow the tests;
 *   DATA_DIR,          a temporary folder per instance, so nothing is shared through the disk (a
 *   FILES_DIR          file must travel through the store in PostgreSQL to reach another instance).
 * The environment is built from these alone (plus PATH and HOME), so a variable of the machine
 * running the tests (a FILES_STORE, an S3 setting, another DATABASE_URL) cannot leak in.
 * A test that needs more (a shorter period, a job's timeout) passes `env`, applied last.
 *
 * The instances start together: the start-up lock has them prepare the database in turn.
 *
 * Every wait is bounded and fails with what the instances printed.
 */
const JWT_SECRET = 'cluster-test-jwt-secret-cluster-test-jwt-secret';
const SECRETS_KEY = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const READY_MS = 60_000;
const EXIT_MS = 15_000;

export type Instance = { url: string; filesDir: string };

export type Cluster = {
  instances: Instance[];
  /** The balancer's URL; `balancer.served` counts what each instance received through it. */
  balancer: LoadBalancer;
  /** A pool on the cluster's database, for the test's own reads and set-up. */
  database: Database;
  /** Sends `signal` to instance `index`, takes it out of the balancer and waits for it to exit. */
  kill: (index: number, signal?: NodeJS.Signals) => Promise<void>;
  /**
   * Freezes instance `index` (SIGSTOP) or lets it go on (SIGCONT): a frozen instance takes no job,
   * so work started meanwhile goes to the others.
   */
  pause: (index: number) => void;
  resume: (index: number) => void;
  /** What the instances printed so far, each chunk prefixed with its index; or one instance's alone. */
  output: (index?: number) => string;
  stop: () => Promise<void>;
};

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

const exited = (child: ChildProcess, ms: number) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(true)
    : new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), ms);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(true);
        });
      });

/** Polls the instance's readiness every 100 ms until it answers 200, it exits, or `READY_MS` passes. */
const waitReady = async (url: string, child: ChildProcess, output: () => string) => {
  const deadline = Date.now() + READY_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${url} exited (${child.exitCode ?? child.signalCode}) before ready:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      last = `${res.status} ${await res.text()}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not ready within ${READY_MS} ms (last: ${last}):\n${output()}`);
};

export type ClusterOptions = {
  count?: number;
  /** Added to every instance's environment last (a shorter period, a job's timeout). */
  env?: Record<string, string>;
};

/** Starts `count` instances together on a fresh clone of the template, and the balancer. */
export const startCluster = async ({ count = 2, env: extra = {} }: ClusterOptions = {}): Promise<Cluster> => {
  const adminUrl = inject('adminUrl');
  const name = `zerg_t_${process.ppid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${inject('templateDb')}`);
  const databaseUrl = withDatabase(adminUrl, name);
  const database = createDatabase(databaseUrl, 2);
  const lines: { index: number; text: string }[] = [];
  const output = (index?: number) =>
    lines
      .filter((l) => index === undefined || l.index === index)
      .map((l) => (index === undefined ? `[${l.index}] ${l.text}` : l.text))
      .join('');
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  const instances: Instance[] = [];
  let balancer: LoadBalancer | undefined;

  const stopChild = async (child: ChildProcess, signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    if (await exited(child, EXIT_MS)) return;
    child.kill('SIGKILL');
    await exited(child, EXIT_MS);
  };

  const stop = async () => {
    // A frozen instance would take SIGTERM only once let go.
    for (const child of children) if (isRunning(child)) child.kill('SIGCONT');
    await Promise.all(children.map((child) => stopChild(child, 'SIGTERM')));
    await balancer?.close();
    await database.close();
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };

  const spawnInstance = async (index: number) => {
    const dataDir = mkdtempSync(join(tmpdir(), `zerg-cluster-${index}-`));
    dirs.push(dataDir);
    const port = await freePort();
    const filesDir = join(dataDir, 'files');
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      JWT_SECRET,
      SECRETS_KEY,
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      LOGIN_SLOWDOWN_MS: '0',
      DATA_DIR: dataDir,
      FILES_DIR: filesDir,
      ...extra,
    };
    const child = spawn(process.execPath, [join(SERVER_DIR, 'src/server.ts')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children[index] = child;
    const keep = (chunk: Buffer) => lines.push({ index, text: chunk.toString() });
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    return { child, instance: { url: `http://127.0.0.1:${port}`, filesDir } };
  };

  try {
    // All at once, as an installation's instances may come up: the start-up lock
    // (composition/start-up-lock.ts) has them prepare the database one after the other.
    const started = [];
    for (let index = 0; index < count; index++) started.push(await spawnInstance(index));
    await Promise.all(started.map(({ child, instance }) => waitReady(instance.url, child, output)));
    instances.push(...started.map((s) => s.instance));
    balancer = await startLoadBalancer(
      instances.map((i) => ({ host: '127.0.0.1', port: Number(new URL(i.url).port) })),
    );
  } catch (err) {
    await stop().catch(() => {});
    throw err;
  }

  return {
    instances,
    balancer,
    database,
    output,
    pause: (index) => {
      const child = children[index];
      if (child && isRunning(child)) child.kill('SIGSTOP');
    },
    resume: (index) => {
      const child = children[index];
      if (child && isRunning(child)) child.kill('SIGCONT');
    },
    kill: async (index, signal = 'SIGKILL') => {
      const child = children[index];
      if (!child) throw new Error(`no instance ${index}`);
      balancer?.setUp(index, false);
      await stopChild(child, signal);
      if (child.exitCode === null && child.signalCode === null)
        throw new Error(`instance ${index} did not exit after ${signal}:\n${output()}`);
    },
    stop,
  };
};

/**
 * One cluster for the whole test file (started in `beforeAll`, stopped in `afterAll`); what the
 * instances printed is shown after a failed test only.
 */
export const useCluster = (options: ClusterOptions = {}): { current: Cluster } => {
  const holder = {} as { current: Cluster };
  beforeAll(
    async () => {
      holder.current = await startCluster(options);
    },
    READY_MS * (options.count ?? 2) + 30_000,
  );
  afterEach((context) => {
    if (context.task.result?.state === 'fail' && holder.current)
      console.error(`instances' output:\n${holder.current.output()}`);
  });
  afterAll(
    async () => {
      await holder.current?.stop();
    },
    EXIT_MS * 2 + 30_000,
  );
  return holder;
};
