import { sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss } from 'pg-boss';
import type { Db, DbOrTx } from '../../db/client.ts';

/** pg-boss keeps its tables in their own schema of the app's database. */
export const QUEUE_SCHEMA = 'pgboss';
export const MAIL_QUEUE = 'mail';

export type MailJob = { outboxId: number };

export type QueueSettings = {
  /** Attempts after the first one before the mail is marked failed. */
  retryLimit: number;
  /** Seconds before the first retry; doubled on each further one (pg-boss backoff), up to an hour. */
  retryDelaySeconds: number;
  pollSeconds: number;
};

const bossOn = (db: Db, options: { supervise: boolean }) =>
  new PgBoss({
    // pg-boss runs its SQL on the app's pool, and a job is added inside the caller's transaction.
    db: fromDrizzle(db, sql),
    schema: QUEUE_SCHEMA,
    migrate: true,
    supervise: options.supervise,
    schedule: false,
  });

/**
 * Creates (or upgrades) pg-boss's schema and the mail queue. Called after the app's migrations, so a
 * migrated database (and every test database cloned from the template) already holds them and the
 * app's start does not build them.
 */
export const installMailQueue = async (db: Db): Promise<void> => {
  const boss = bossOn(db, { supervise: false });
  await boss.start();
  try {
    await boss.createQueue(MAIL_QUEUE);
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
};

export type MailQueue = {
  /** Adds the job inside the caller's transaction: it exists only if that transaction commits. */
  enqueue: (tx: DbOrTx, job: MailJob) => Promise<string | null>;
  start: (
    handler: (job: MailJob, attempt: { retryCount: number; retryLimit: number }) => Promise<void>,
  ) => Promise<void>;
  stop: () => Promise<void>;
};

export const createMailQueue = (
  db: Db,
  settings: QueueSettings,
  onError: (err: Error) => void,
): MailQueue => {
  const boss = bossOn(db, { supervise: true });
  boss.on('error', onError);
  let started = false;
  return {
    enqueue: (tx, job) => boss.send(MAIL_QUEUE, job, { db: fromDrizzle(tx, sql) }),
    start: async (handler) => {
      await boss.start();
      started = true;
      await boss.createQueue(MAIL_QUEUE);
      await boss.updateQueue(MAIL_QUEUE, {
        retryLimit: settings.retryLimit,
        retryDelay: settings.retryDelaySeconds,
        retryBackoff: true,
      });
      await boss.work<MailJob>(
        MAIL_QUEUE,
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
