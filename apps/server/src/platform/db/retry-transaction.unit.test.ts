import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { retryTransaction } from './retry-transaction.ts';

/** A database whose transactions fail with the given PostgreSQL codes, in turn, then succeed. */
const failing = (codes: string[]) => {
  let calls = 0;
  const db = {
    transaction: async (work: (tx: unknown) => Promise<unknown>) => {
      const code = codes[calls];
      calls += 1;
      // drizzle wraps the driver's error: the code sits in `cause`.
      if (code) throw Object.assign(new Error('query failed'), { cause: { code } });
      return work({});
    },
  } as unknown as Db;
  return { db, calls: () => calls };
};

describe('retryTransaction', () => {
  it('runs a transaction again after a deadlock or a serialization failure', async () => {
    const { db, calls } = failing(['40P01', '40001']);
    expect(await retryTransaction(db, async () => 'done')).toBe('done');
    expect(calls()).toBe(3);
  });

  it('answers 409 CONCURRENT_CHANGE after three tries', async () => {
    const { db, calls } = failing(['40P01', '40P01', '40P01', '40P01']);
    await expect(retryTransaction(db, async () => 'done')).rejects.toMatchObject({
      status: 409,
      code: 'CONCURRENT_CHANGE',
    });
    expect(calls()).toBe(3);
  });

  it('leaves any other error alone, untried again', async () => {
    const { db, calls } = failing(['23505']);
    await expect(retryTransaction(db, async () => 'done')).rejects.toThrow('query failed');
    expect(calls()).toBe(1);
  });
});
