import { sql } from 'drizzle-orm';
import { type ConstructorOptions, fromDrizzle, PgBoss } from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../errors/db-errors.ts';
import { QUEUE_SCHEMA } from './job-queue.ts';

/*
 * Periodic work on pg-boss schedules. A module names a task, its cron in Lima time and what it does;
 * every instance registers the same schedules (an upsert) and works their queues. pg-boss's cron
 * pass is claimed by one instance at a time and files each occurrence under one singleton key, so an
 * occurrence makes one job, and one instance takes it. The queue is `exclusive`: while a run is
 * queued or active the next occurrence is dropped, so a run longer than its period never overlaps
 * the following one.
 */

/** Cron expressions of every schedule are read in Lima time (no daylight saving). */
export const SCHEDULE_TIME_ZONE = 'America/Lima';

export type ScheduledTask = {
  /** The schedule's and its queue's name: letters, digits, `-`, `_`, `.`. */
  name: string;
  /** Five-field cron in Lima time (`*\/15 * * * *`, `0 7 * * *`). */
  cron: string;
  run: () => Promise<void>;
  /** Seconds a run may last before pg-boss fails it; a heartbeat tells it the worker is alive. */
  expireInSeconds?: number;
  /**
   * `once`: after a stop that spanned occurrences, the first cron pass sends one job for the latest
   * (a daily task missed overnight still runs); `skip` (the default) waits for the next one.
   */
  missed?: 'skip' | 'once';
};

type Log = {
  info: (o: object, m: string) => void;
  error: (o: object, m: string) => void;
};

/**
 * How the schedules' pg-boss reaches the database: the app's job pool, or (a test driving time with
 * pg-boss's `TestClock`, which needs a pool of pg-boss's own) a connection string and that clock.
 */
export type ScheduleConnection = { db: Db } | Pick<ConstructorOptions, 'connectionString' | 'clock'>;

export type ScheduleRunner = {
  /** Names of the registered tasks, in the order given. */
  readonly names: readonly string[];
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

const DEFAULT_EXPIRE_SECONDS = 15 * 60;

/** Refuses two tasks of one name and names pg-boss would refuse, when the app is built. */
export const checkScheduledTasks = (tasks: readonly ScheduledTask[]): void => {
  const seen = new Set<string>();
  for (const { name, cron } of tasks) {
    if (!/^[\w.-]+$/.test(name)) throw new Error(`schedule "${name}": use letters, digits, "-", "_" or "."`);
    if (seen.has(name)) throw new Error(`schedule "${name}" is declared twice`);
    if (!cron.trim()) throw new Error(`schedule "${name}" has no cron expression`);
    seen.add(name);
  }
};

/**
 * One pg-boss with scheduling on per process, registering and working every task. Stopping waits
 * for a run under way (up to the grace period), so the pool closes after it. `checkSeconds` is
 * pg-boss's cron pass interval (its default, 30 s): the pass is claimed by one instance per
 * interval, so an occurrence is sent up to that long after it falls.
 */
export const createScheduleRunner = (
  connection: ScheduleConnection,
  tasks: readonly ScheduledTask[],
  log: Log,
  options: { checkSeconds?: number } = {},
): ScheduleRunner => {
  checkScheduledTasks(tasks);
  const boss = new PgBoss({
    ...('db' in connection ? { db: fromDrizzle(connection.db, sql) } : connection),
    schema: QUEUE_SCHEMA,
    migrate: true,
    // The other queues' instances supervise; this one only keeps time.
    supervise: false,
    schedule: true,
    ...(options.checkSeconds ? { cronMonitorIntervalSeconds: options.checkSeconds } : {}),
  });
  let quietUntil = 0;
  boss.on('error', (err) => {
    if (!isDatabaseUnavailable(err)) return log.error({ err }, 'schedules: pg-boss error');
    if (Date.now() < quietUntil) return;
    quietUntil = Date.now() + 60_000;
    log.error({}, 'schedules: the database is unavailable; polling on until it is back');
  });
  let started = false;

  const work = (task: ScheduledTask) =>
    boss.work(task.name, { pollingIntervalSeconds: 2, batchSize: 1 }, async ([job]) => {
      if (!job) return;
      const began = performance.now();
      try {
        await task.run();
        log.info({ task: task.name, ms: Math.round(performance.now() - began) }, 'scheduled task done');
      } catch (err) {
        // The job fails without retry: the next occurrence runs the task again.
        log.error({ err, task: task.name }, 'scheduled task failed');
        throw err;
      }
    });

  return {
    names: tasks.map((t) => t.name),
    start: async () => {
      if (started || tasks.length === 0) return;
      await boss.start();
      started = true;
      for (const task of tasks) {
        const expireInSeconds = task.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS;
        await boss.createQueue(task.name, { policy: 'exclusive', retryLimit: 0, expireInSeconds });
        await boss.updateQueue(task.name, { retryLimit: 0, expireInSeconds, heartbeatSeconds: 60 });
        await boss.schedule(task.name, task.cron, null, {
          tz: SCHEDULE_TIME_ZONE,
          ...(task.missed ? { missed: task.missed } : {}),
        });
      }
      // A task the code no longer declares stops firing: its schedule row would otherwise fill a queue nobody works.
      const declared = new Set(tasks.map((t) => t.name));
      for (const schedule of await boss.getSchedules())
        if (!declared.has(schedule.name)) await boss.unschedule(schedule.name, schedule.key);
      for (const task of tasks) await work(task);
    },
    stop: async () => {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 30_000, close: !('db' in connection) });
    },
  };
};
