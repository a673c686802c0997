import pg from 'pg';

/**
 * The advisory lock key of the start-up preparation (the 4242xxx numbers are this app's lock
 * namespaces; this one-key form does not collide with the two-key ones).
 */
export const START_UP_LOCK_KEY = 4242000;

/**
 * Runs `work` holding PostgreSQL's session advisory lock on the start-up, so instances started at
 * the same moment on one database prepare it one after the other: two drizzle migrators or two
 * catalogue syncs side by side fail on each other's rows, while the second one alone finds
 * everything done. The lock lives on a connection of its own, without a statement timeout (the
 * wait lasts as long as the other instance's migrations), and goes with it: released after `work`,
 * or by PostgreSQL when a process dies holding it.
 */
export const withStartUpLock = async <T>(
  url: string,
  options: { connectTimeoutMs?: number },
  work: () => Promise<T>,
): Promise<T> => {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: options.connectTimeoutMs,
    application_name: 'zerg start-up lock',
  });
  // A connection lost while waiting shows up as the failed query below; nothing else to report.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_UP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
};
