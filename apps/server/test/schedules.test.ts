import { sql } from 'drizzle-orm';
import { PgBoss, TestClock } from 'pg-boss';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ATTENDANCE_FILL_TASK } from '../src/modules/attendance/index.ts';
import {
  EMPLOYEE_DOCUMENT_EXPIRY_TASK,
  SIGNING_CERTIFICATE_EXPIRY_TASK,
} from '../src/modules/notifications/index.ts';
import { DOCUMENT_EXPIRY_TASK } from '../src/modules/operations/index.ts';
import {
  checkScheduledTasks,
  createScheduleRunner,
  QUEUE_SCHEMA,
  type ScheduledTask,
  type ScheduleRunner,
} from '../src/platform/jobs/index.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp({ ATTENDANCE_FILL_CRON: '*/20 * * * *', EXPIRY_REMINDER_CRON: '30 6 * * 1-5' });
const silent = { info: () => {}, error: () => {} };
const url = () => String(ctx.database.pool.options.connectionString);

type Row = { name: string; state: string };
const jobsOf = async (name: string) =>
  (
    await ctx.database.db.execute<Row>(
      sql`select name, state from ${sql.raw(QUEUE_SCHEMA)}.job where name = ${name} order by created_on`,
    )
  ).rows;

const scheduleRows = async () =>
  (
    await ctx.database.db.execute<{ name: string; cron: string; timezone: string }>(
      sql`select name, cron, timezone from ${sql.raw(QUEUE_SCHEMA)}.schedule order by name`,
    )
  ).rows;

describe('scheduled tasks with two instances on one database', () => {
  // 10:14:30 in Lima (UTC-5, no daylight saving): the next quarter hour is 30 seconds away.
  const clock = new TestClock(new Date('2030-07-01T15:14:30Z'));
  const runs: { instance: string; at: string }[] = [];
  let release: () => void = () => {};
  const runners: ScheduleRunner[] = [];
  const instance = (id: string): ScheduleRunner => {
    const tasks: ScheduledTask[] = [
      {
        name: 'test-quarter-hour',
        cron: '*/15 * * * *',
        run: async () => {
          runs.push({ instance: id, at: new Date(clock.now()).toISOString() });
        },
      },
      {
        // Held until the test lets it go: a run outlasting its minute must not overlap the next one.
        name: 'test-every-minute-slow',
        cron: '* * * * *',
        expireInSeconds: 3600,
        run: () => new Promise<void>((resolve) => (release = resolve)),
      },
    ];
    const runner = createScheduleRunner({ connectionString: url(), clock }, tasks, silent);
    runners.push(runner);
    return runner;
  };
  /** Moves the shared clock in 5-second steps, as both instances' timers would see it. */
  const advance = async (seconds: number) => {
    for (let s = 0; s < seconds; s += 5) await clock.tick(5000);
  };

  afterAll(async () => {
    release();
    for (const runner of runners) await runner.stop();
  });

  it('registers one schedule per task however many instances declare it, in Lima time', async () => {
    await instance('a').start();
    await instance('b').start();
    const rows = (await scheduleRows()).filter((r) => r.name.startsWith('test-'));
    expect(rows).toEqual([
      { name: 'test-every-minute-slow', cron: '* * * * *', timezone: 'America/Lima' },
      { name: 'test-quarter-hour', cron: '*/15 * * * *', timezone: 'America/Lima' },
    ]);
  });

  it('runs each occurrence once, on one of the instances', async () => {
    await advance(90);
    await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 10_000 });
    expect(runs[0]?.at.slice(0, 16)).toBe('2030-07-01T15:15');
    // Up to 10:29 in Lima: no occurrence of the quarter-hour task, so nothing more runs.
    await advance(13 * 60);
    expect(runs).toHaveLength(1);
    await advance(90);
    await vi.waitFor(() => expect(runs).toHaveLength(2), { timeout: 10_000 });
    expect(runs[1]?.at.slice(0, 16)).toBe('2030-07-01T15:30');
    const jobs = await jobsOf('test-quarter-hour');
    expect(jobs).toHaveLength(2);
    await vi.waitFor(async () =>
      expect((await jobsOf('test-quarter-hour')).map((j) => j.state)).toEqual(['completed', 'completed']),
    );
  });

  it('does not start a run while the previous one of the same task is still going', async () => {
    // The slow task's first run took its job some minutes ago and has not finished: every later
    // occurrence found it active and made no job (the queue is exclusive).
    const jobs = await jobsOf('test-every-minute-slow');
    expect(jobs.filter((j) => j.state === 'active')).toHaveLength(1);
    expect(jobs.filter((j) => j.state === 'created' || j.state === 'retry')).toHaveLength(0);
    release();
    await vi.waitFor(async () =>
      expect((await jobsOf('test-every-minute-slow')).filter((j) => j.state === 'completed')).toHaveLength(1),
    );
    await advance(60);
    await vi.waitFor(async () =>
      expect((await jobsOf('test-every-minute-slow')).filter((j) => j.state !== 'completed')).toHaveLength(1),
    );
  });
});

describe('the app registers every module schedule', () => {
  it('declares the fill-in and the expiry reminders with the configured crons, and drops a stale schedule', async () => {
    const boss = new PgBoss({
      connectionString: url(),
      schema: QUEUE_SCHEMA,
      supervise: false,
      schedule: false,
    });
    await boss.start();
    await boss.createQueue('retired-task');
    await boss.schedule('retired-task', '0 3 * * *');
    await boss.stop({ graceful: false });

    const app = await buildApp({ config: ctx.config, db: ctx.database.db, logger: false, background: true });
    try {
      await app.ready();
      const rows = await scheduleRows();
      expect(rows.filter((r) => !r.name.startsWith('test-'))).toEqual([
        { name: ATTENDANCE_FILL_TASK, cron: '*/20 * * * *', timezone: 'America/Lima' },
        { name: DOCUMENT_EXPIRY_TASK, cron: '30 6 * * 1-5', timezone: 'America/Lima' },
        // The workers' licences and certificates: a sibling on the same cron.
        { name: EMPLOYEE_DOCUMENT_EXPIRY_TASK, cron: '30 6 * * 1-5', timezone: 'America/Lima' },
        // The companies' signing certificates, another sibling.
        { name: SIGNING_CERTIFICATE_EXPIRY_TASK, cron: '30 6 * * 1-5', timezone: 'America/Lima' },
      ]);
    } finally {
      await app.close();
    }
  });

  it('runs the attendance fill-in once per occurrence with two app instances up', async () => {
    // The day after the runners above (their last cron pass was 2030-07-01 10:31 in Lima): the first
    // pass catches up the missed 10:00 occurrence once; then comes 10:20 (the cron is every 20 minutes).
    const clock = new TestClock(new Date('2030-07-02T15:19:00Z'));
    await ctx.database.db.execute(
      sql`delete from ${sql.raw(QUEUE_SCHEMA)}.job where name = ${ATTENDANCE_FILL_TASK}`,
    );
    const instances = await Promise.all(
      [0, 1].map(() =>
        buildApp({
          config: ctx.config,
          db: ctx.database.db,
          logger: false,
          background: true,
          scheduleConnection: { connectionString: url(), clock },
        }),
      ),
    );
    const states = async () => (await jobsOf(ATTENDANCE_FILL_TASK)).map((j) => j.state);
    try {
      for (const app of instances) await app.ready();
      for (let s = 0; s < 30; s += 5) await clock.tick(5000);
      await vi.waitFor(async () => expect(await states()).toEqual(['completed']), { timeout: 20_000 });
      for (let s = 0; s < 90; s += 5) await clock.tick(5000);
      await vi.waitFor(async () => expect(await states()).toEqual(['completed', 'completed']), {
        timeout: 20_000,
      });
    } finally {
      for (const app of instances) await app.close();
    }
  });

  it('refuses two tasks of one name', () => {
    const task = { name: 'twice', cron: '* * * * *', run: async () => {} };
    expect(() => checkScheduledTasks([task, task])).toThrow('declared twice');
    expect(() => checkScheduledTasks([{ ...task, name: 'with space' }])).toThrow('letters, digits');
  });
});
