import { setTimeout as sleep } from 'node:timers/promises';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authThrottle } from './throttle.table.ts';

/** Seconds until the longest block among the keys ends, or 0 when none is blocked. */
export const blockedFor = async (db: DbOrTx, keys: string[]): Promise<number> => {
  const rows = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from (${authThrottle.blockedUntil} - now())))::int` })
    .from(authThrottle)
    .where(inArray(authThrottle.key, keys));
  return Math.max(0, ...rows.map((r) => r.seconds ?? 0));
};

/**
 * Counts a failure in a sliding window as long as the block; at `max` failures the key is blocked
 * for `blockSeconds` and the count starts again, so nobody is locked out for good.
 */
export const recordFailure = async (
  db: DbOrTx,
  key: string,
  max: number,
  blockSeconds: number,
): Promise<number> => {
  const window = sql.raw(`interval '${Math.trunc(blockSeconds)} seconds'`);
  const result = await db.execute<{ failures: number }>(sql`
    insert into auth_throttle (key, failures, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when auth_throttle.window_started_at < now() - ${window} then 1 else auth_throttle.failures + 1 end,
      window_started_at = case when auth_throttle.window_started_at < now() - ${window} then now() else auth_throttle.window_started_at end
    returning failures
  `);
  const failures = result.rows[0]?.failures ?? 1;
  if (failures >= max) {
    await db.execute(sql`
      update auth_throttle set blocked_until = now() + ${window}, failures = 0, window_started_at = now()
      where key = ${key}
    `);
  }
  return failures;
};

export const clearFailures = async (db: DbOrTx, key: string): Promise<void> => {
  await db.delete(authThrottle).where(sql`${authThrottle.key} = ${key}`);
};

export type ThrottleLimits = {
  maxPerAccount: number;
  maxPerAddress: number;
  blockSeconds: number;
  slowdownMs: number;
};

/**
 * The sign-in throttle, for every check of a password: sign-in and change-password count failures
 * against the same account and address keys, so guessing through either one meets the same block.
 */
export const createPasswordThrottle = (db: DbOrTx, limits: ThrottleLimits) => {
  const keysOf = (email: string, ip: string) => ({
    account: `email:${email.toLowerCase()}`,
    address: `ip:${ip}`,
  });
  return {
    /** Seconds the caller must wait (429 with Retry-After), or 0. */
    blockedFor: (email: string, ip: string) => {
      const { account, address } = keysOf(email, ip);
      return blockedFor(db, [account, address]);
    },
    /** Counts a failure on both keys; from the third one each answer comes a little later. */
    fail: async (email: string, ip: string): Promise<void> => {
      const { account, address } = keysOf(email, ip);
      const failures = await recordFailure(db, account, limits.maxPerAccount, limits.blockSeconds);
      await recordFailure(db, address, limits.maxPerAddress, limits.blockSeconds);
      if (failures > 2 && limits.slowdownMs > 0) {
        await sleep(Math.min(limits.slowdownMs * (failures - 2), 3000));
      }
    },
    succeed: (email: string) => clearFailures(db, keysOf(email, '').account),
  };
};

export type PasswordThrottle = ReturnType<typeof createPasswordThrottle>;
