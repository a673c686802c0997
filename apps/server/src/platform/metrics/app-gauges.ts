import { DOCUMENT_BATCH_STATES } from '@zerg/shared';
import { count, ne, sql } from 'drizzle-orm';
import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../db/client.ts';
import { documentBatches } from '../batches/document-batch.table.ts';
import { settleWithin } from '../health/readiness.ts';
import { APP_QUEUES, QUEUE_SCHEMA } from '../jobs/index.ts';
import { mailOutbox } from '../mail/outbox.table.ts';

/** pg-boss's states of a job not yet finished, and the failed ones it still keeps. */
const JOB_STATES = ['created', 'retry', 'active', 'failed'] as const;
const MAIL_STATES = ['queued', 'failed'] as const;
/** A scrape must not hang on a slow database: its gauges are left empty and `zerg_database_up` is 0. */
const READ_TIMEOUT_MS = 2_000;

export type GaugeSources = {
  db: Db;
  /** The request pool and the background jobs' pool, by name. */
  pools: Record<string, pg.Pool | undefined>;
  /** Open WebSocket connections of this instance. */
  sockets: () => number;
  /** The scheduled tasks' queues, listed beside the app's own (a failed fill-in shows as `failed`). */
  scheduled?: readonly string[];
};

type Row = { key: string; count: number };

const readCounts = async (db: Db) => {
  const jobs = await db.execute<{ queue: string; state: string; count: number }>(sql`
    select name as queue, state::text as state, count(*)::int as count
    from ${sql.raw(QUEUE_SCHEMA)}.job
    where state not in ('completed', 'cancelled')
    group by 1, 2`);
  const batches: Row[] = await db
    .select({ key: documentBatches.state, count: count() })
    .from(documentBatches)
    .groupBy(documentBatches.state);
  const mail: Row[] = await db
    .select({ key: mailOutbox.status, count: count() })
    .from(mailOutbox)
    .where(ne(mailOutbox.status, 'sent'))
    .groupBy(mailOutbox.status);
  return { jobs: jobs.rows, batches, mail };
};

/**
 * The app's own gauges, read at each scrape: pg-boss queue depth and failures per queue, document
 * batches and the mail outbox by state (the database's view, shared by every instance), and this
 * instance's database pools and WebSocket connections. Returns the refresh to run before a scrape.
 */
export const createAppGauges = (registry: Registry, sources: GaugeSources) => {
  const registers = [registry];
  const jobs = new Gauge({
    name: 'zerg_job_queue_jobs',
    help: 'pg-boss jobs by queue and state (created and retry wait, active run, failed gave up)',
    labelNames: ['queue', 'state'] as const,
    registers,
  });
  const batches = new Gauge({
    name: 'zerg_document_batches',
    help: 'Whole-staff document batches by state',
    labelNames: ['state'] as const,
    registers,
  });
  const mail = new Gauge({
    name: 'zerg_mail_outbox',
    help: 'Mails in the outbox not yet sent, by status',
    labelNames: ['status'] as const,
    registers,
  });
  const pools = new Gauge({
    name: 'zerg_db_pool_connections',
    help: "This instance's database connections by pool and state (waiting: requests queued for one)",
    labelNames: ['pool', 'state'] as const,
    registers,
  });
  const sockets = new Gauge({
    name: 'zerg_websocket_connections',
    help: "This instance's open real-time sockets",
    registers,
  });
  const databaseUp = new Gauge({
    name: 'zerg_database_up',
    help: '1 when the database answered the last scrape in time, 0 otherwise',
    registers,
  });

  return async (): Promise<void> => {
    for (const [name, pool] of Object.entries(sources.pools)) {
      if (!pool) continue;
      pools.set({ pool: name, state: 'total' }, pool.totalCount);
      pools.set({ pool: name, state: 'idle' }, pool.idleCount);
      pools.set({ pool: name, state: 'waiting' }, pool.waitingCount);
    }
    sockets.set(sources.sockets());

    const counts = await settleWithin(
      readCounts(sources.db).catch(() => null),
      READ_TIMEOUT_MS,
    );
    jobs.reset();
    batches.reset();
    mail.reset();
    if (counts === null || counts === 'timeout') {
      databaseUp.set(0);
      return;
    }
    databaseUp.set(1);
    // Every series exists, at 0 when empty, so a dashboard's query and an alert on it never vanish.
    for (const queue of [...APP_QUEUES, ...(sources.scheduled ?? [])])
      for (const state of JOB_STATES) jobs.set({ queue, state }, 0);
    for (const row of counts.jobs) jobs.set({ queue: row.queue, state: row.state }, row.count);
    for (const state of DOCUMENT_BATCH_STATES) batches.set({ state }, 0);
    for (const row of counts.batches) batches.set({ state: row.key }, row.count);
    for (const status of MAIL_STATES) mail.set({ status }, 0);
    for (const row of counts.mail) mail.set({ status: row.key }, row.count);
  };
};
