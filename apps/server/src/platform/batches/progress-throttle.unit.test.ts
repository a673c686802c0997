import { describe, expect, it } from 'vitest';
import { createProgressThrottle } from './progress-throttle.ts';

/** A clock the test moves by hand. */
const clock = () => {
  let t = 1_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe('progress throttle', () => {
  it('lets the first and the last step through, whatever the time', () => {
    const c = clock();
    const due = createProgressThrottle({ now: c.now });
    expect(due(1, 4)).toBe(true);
    expect(due(2, 4)).toBe(false);
    expect(due(3, 4)).toBe(false);
    expect(due(4, 4)).toBe(true);
  });

  it('waits the interval between steps in the middle', () => {
    const c = clock();
    const due = createProgressThrottle({ intervalMs: 250, now: c.now });
    expect(due(1, 10)).toBe(true);
    c.advance(249);
    expect(due(2, 10)).toBe(false);
    c.advance(1);
    expect(due(3, 10)).toBe(true);
    c.advance(100);
    expect(due(4, 10)).toBe(false);
  });

  it('pushes nothing while the whole percentage stands still, however long it takes', () => {
    const c = clock();
    const due = createProgressThrottle({ intervalMs: 250, now: c.now });
    expect(due(1, 1000)).toBe(true); // 0 %
    c.advance(1000);
    expect(due(5, 1000)).toBe(false); // still 0 %
    c.advance(1000);
    expect(due(10, 1000)).toBe(true); // 1 %
    c.advance(1000);
    expect(due(15, 1000)).toBe(false);
  });

  it('counts 1,000 items made 10 ms apart as about one step per 250 ms', () => {
    const c = clock();
    const due = createProgressThrottle({ intervalMs: 250, now: c.now });
    let pushed = 0;
    for (let done = 1; done <= 1000; done++) {
      if (due(done, 1000)) pushed++;
      c.advance(10);
    }
    expect(pushed).toBeGreaterThanOrEqual(39);
    expect(pushed).toBeLessThanOrEqual(42);
  });
});
