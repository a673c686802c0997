import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase } from '../src/composition/open-database.ts';
import { START_UP_LOCK_KEY, withStartUpLock } from '../src/composition/start-up-lock.ts';
import { loadConfig } from '../src/config/config.ts';
import { adminQuery, withDatabase } from './setup/test-databases.ts';

/*
 * Instances started at the same moment on one database: the start-up preparation (migrations,
 * catalogue syncs, demo seed) runs under one advisory lock, so they take turns. Here on an empty
 * database, created for this file (named as test-app.ts names its clones, so the global teardown
 * drops it after a crashed run); `two-instances.test.ts` starts two real processes together.
 */
const adminUrl = inject('adminUrl');
const name = `zerg_t_${process.ppid}_${randomBytes(4).toString('hex')}`;
const url = withDatabase(adminUrl, name);

beforeAll(() => adminQuery(adminUrl, `create database ${name}`));
afterAll(() => adminQuery(adminUrl, `drop database if exists ${name} with (force)`));

describe('the start-up lock', () => {
  it('holds a start back while another holds the lock, and lets it go on after', async () => {
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [START_UP_LOCK_KEY]);
      let ran = false;
      const start = withStartUpLock(url, {}, async () => {
        ran = true;
        return 'prepared';
      });
      // The second start is waiting on the lock in PostgreSQL, and has not begun its work.
      await vi.waitFor(async () => {
        const { rows } = await other.query<{ n: number }>(
          `select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
           where l.locktype = 'advisory' and l.objid = $1 and not l.granted and d.datname = $2`,
          [START_UP_LOCK_KEY, name],
        );
        expect(rows[0]?.n).toBe(1);
      });
      expect(ran).toBe(false);
      await other.query('select pg_advisory_unlock($1)', [START_UP_LOCK_KEY]);
      expect(await start).toBe('prepared');
      expect(ran).toBe(true);
      // Released after the work: another session takes it at once.
      const { rows } = await other.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [
        START_UP_LOCK_KEY,
      ]);
      expect(rows[0]?.got).toBe(true);
    } finally {
      await other.end();
    }
  });

  it('lets two starts at the same moment prepare an empty database, one after the other', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url });
    const opened = await Promise.allSettled([
      openDatabase(config, { seedDemo: true }),
      openDatabase(config, { seedDemo: true }),
    ]);
    try {
      expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'opened'))).toEqual([
        'opened',
        'opened',
      ]);
      const seeded = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value.seeded] : []));
      // The first seeded the demo company; the second found it there.
      expect(seeded.sort()).toEqual([false, true]);
      const { rows } = await (
        opened[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof openDatabase>>>
      ).value.pool.query<{ n: number }>(`select count(*)::int as n from users where email = 'admin@zerg.pe'`);
      expect(rows[0]?.n).toBe(1);
    } finally {
      for (const o of opened) if (o.status === 'fulfilled') await o.value.close();
    }
  }, 180_000);
});
