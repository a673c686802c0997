import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { PG_CHANNEL } from '../realtime/realtime-bus.ts';
import type { CacheRegistry } from './live-cache.ts';

/** Beyond it the barrier is given up and every cache emptied instead. */
const BARRIER_WAIT_MS = 2_000;

const registries = new WeakMap<Db, CacheRegistry>();
const instance = randomBytes(6).toString('hex');
let sequence = 0;

/**
 * Read-your-writes on the writing instance. A transaction whose writes the cache triggers marked
 * (`zerg.cache_stale`) sends a barrier message as its last statement; after the commit the instance
 * waits for its own listener to deliver it, which PostgreSQL does after the transaction's other
 * messages. So when a request that revoked a section answers, this instance has already forgotten
 * the user, and the next request through it is refused. A transaction that changed nothing cached
 * costs one short statement; `db.transaction` is wrapped once per database, the latest app built on
 * it giving the caches.
 */
export const installCommitBarrier = (db: Db, caches: CacheRegistry) => {
  const wrapped = registries.has(db);
  registries.set(db, caches);
  if (wrapped) return;
  const original = db.transaction.bind(db);
  const transaction: Db['transaction'] = async (work, config) => {
    const registry = registries.get(db);
    if (!registry?.live) return original(work, config);
    sequence += 1;
    const topic = `barrier:${instance}:${sequence}`;
    let arrival: Promise<void> | null = null;
    try {
      const result = await original(async (tx) => {
        const value = await work(tx);
        const heard = registry.heard(topic);
        const payload = JSON.stringify({ k: 'x', t: topic });
        const { rows } = await tx.execute(
          sql`select pg_notify(${PG_CHANNEL}, ${payload}) where current_setting('zerg.cache_stale', true) = 'on'`,
        );
        if (rows.length) arrival = heard;
        else registry.unheard(topic);
        return value;
      }, config);
      if (arrival) await waitFor(arrival, registry);
      return result;
    } catch (err) {
      registry.unheard(topic);
      throw err;
    }
  };
  db.transaction = transaction;
};

const waitFor = async (arrival: Promise<void>, registry: CacheRegistry) => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((done) => {
    timer = setTimeout(() => {
      registry.forgetAll();
      done();
    }, BARRIER_WAIT_MS);
    timer.unref();
  });
  await Promise.race([arrival, late]);
  clearTimeout(timer);
};
