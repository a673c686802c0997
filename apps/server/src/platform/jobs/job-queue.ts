import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss } from 'pg-boss';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../errors/db-errors.ts';

/*
 * The app's background jobs on pg-boss: one wrapper, named queues (mail delivery, payroll runs).
 * A job is added inside the caller's transaction, so it exists only if that transaction commits.
 */

/** pg-boss keeps its tables in their own schema of the app's database. */
export const QUEUE_SCHEMA = 'pgboss';

export type QueueSettings = {
  /** Attempts after the first one before the job is given up. */
  retryLimit: number;
  /** Seconds before the first retry; doubled on each further one (pg-boss backoff), up to an hour. */
  retryDelaySeconds: number;
  pollSeconds: number;
  /** Seconds a job may stay active before pg-boss fails it (and retries it); pg-boss's default is 15 min. */
  expireInSeconds?: number;
  /**
   * The worker tells pg-boss it is alive every half of this; a job whose worker went silent (a
   * process killed) is failed and retried after it, not after the whole expiry.
   */
  heartbeatSeconds?: number;
  /**
   * How often this queue's pg-boss looks for jobs past their expiry or heartbeat (pg-boss's default is
   * a minute): the time a dead worker's job waits, beyond its heartbeat, before it is retried.
   */
  superviseSeconds?: number;
};

export type JobAttempt = { retryCount: number; retryLimit: number };

export type JobQueue<T extends object> = {
  readonly name: string;
  enqueue: (tx: DbOrTx, job: T) => Promise<string | null>;
  start: (handler: (job: T, attempt: JobAttempt) => Promise<void>) => Promise<void>;
  stop: () => Promise<void>;
};

const bossOn = (db: Db, options: { supervise: boolean; superviseSeconds?: number }) =>
  new PgBoss({
    // pg-boss runs its SQL on the app's pool, and a job is added inside the caller's transaction.
    db: fromDrizzle(db, sql),
    schema: QUEUE_SCHEMA,
    migrate: true,
    supervise: options.supervise,
    ...(options.superviseSeconds
      ? {
          superviseIntervalSeconds: options.superviseSeconds,
          monitorIntervalSeconds: options.superviseSeconds,
        }
      : {}),
    schedule: false,
  });

/**
 * Creates (or upgrades) pg-boss's schema and these queues. Called after the app's migrations, so a
 * migrated database (and every test database cloned from the template) already holds them and the
 * app's start does not build them.
 */
export const installJobQueues = async (db: Db, names: readonly string[]): Promise<void> => {
  const boss = bossOn(db, { supervise: false });
  await boss.start();
  try {
    for (const name of names) await boss.createQueue(name);
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
};

/**
 * Adds a job to the queue `name` inside the caller's transaction, from code that holds no queue of
 * its own (a module's entry called by another module's service). `startAfterSeconds` delays it.
 */
export const enqueueJob = (
  tx: DbOrTx,
  name: string,
  job: object,
  options: { startAfterSeconds?: number } = {},
): Promise<string | null> => {
  const on = fromDrizzle(tx, sql);
  const boss = new PgBoss({
    db: on,
    schema: QUEUE_SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  return boss.send(name, job, {
    db: on,
    ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
  });
};

/** A named queue with its own worker; `start` begins taking jobs one at a time. */
export const createJobQueue = <T extends object>(
  db: Db,
  name: string,
  settings: QueueSettings,
  onError: (err: Error) => void,
): JobQueue<T> => {
  const boss = bossOn(db, { supervise: true, superviseSeconds: settings.superviseSeconds });
  // pg-boss polls every second: while the database is away, say so once a minute, not every poll.
  let quietUntil = 0;
  boss.on('error', (err) => {
    if (!isDatabaseUnavailable(err)) return onError(err);
    if (Date.now() < quietUntil) return;
    quietUntil = Date.now() + 60_000;
    onError(new Error(`queue ${name}: the database is unavailable; polling on until it is back`));
  });
  let started = false;
  return {
    name,
    enqueue: (tx, job) => boss.send(name, job, { db: fromDrizzle(tx, sql) }),
    start: async (handler) => {
      await boss.start();
      started = true;
      await boss.createQueue(name);
      await boss.updateQueue(name, {
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: true,
        ...(settings.expireInSeconds ? { expireInSeconds: settings.expireInSeconds } : {}),
        ...(settings.heartbeatSeconds ? { heartbeatSeconds: settings.heartbeatSeconds } : {}),
      });
      await boss.work<T>(
        name,
        { pollingIntervalSeconds: settings.pollSeconds, batchSize: 1 },
        async ([job]) => {
          if (job) await handler(job.data, { retryCount: job.retryCount, retryLimit: settings.retryLimit });
        },
      );
    },
    stop: async () => {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 5000, close: false });
    },
  };
};
