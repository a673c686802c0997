import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** How long the database may take to answer a readiness probe before the instance counts as not ready. */
export const READY_TIMEOUT_MS = 2_000;

export type CheckState = 'ok' | 'unavailable' | 'timeout' | 'shutting-down';

/** `work`'s outcome, or 'timeout' when it has not settled within `ms` (the work itself goes on). */
export const settleWithin = async <T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
};

/** Whether the database answers a trivial query in time. */
export const checkDatabase = (db: Db, timeoutMs = READY_TIMEOUT_MS): Promise<CheckState> =>
  settleWithin(
    db.execute(sql`select 1`).then(
      () => 'ok' as const,
      () => 'unavailable' as const,
    ),
    timeoutMs,
  );

/** The checks' names that are not 'ok', for the 503 body. */
export const failingChecks = (checks: Record<string, CheckState>): string[] =>
  Object.entries(checks)
    .filter(([, state]) => state !== 'ok')
    .map(([name]) => name);
