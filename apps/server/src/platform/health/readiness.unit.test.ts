import { describe, expect, it } from 'vitest';
import { failingChecks, settleWithin } from './readiness.ts';

describe('readiness', () => {
  it('takes the outcome that settles in time, and times out the one that does not', async () => {
    expect(await settleWithin(Promise.resolve('ok'), 1_000)).toBe('ok');
    expect(await settleWithin(new Promise(() => {}), 10)).toBe('timeout');
  });

  it('names the checks that are not ok', () => {
    expect(failingChecks({ database: 'ok' })).toEqual([]);
    expect(failingChecks({ database: 'timeout' })).toEqual(['database']);
  });
});
