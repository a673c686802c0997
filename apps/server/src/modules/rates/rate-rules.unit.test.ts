import { describe, expect, it } from 'vitest';
import { firstOverlap, inForce, rangesOverlap } from './rate-rules.ts';

const r = (validFrom: string, validTo: string | null) => ({ validFrom, validTo });

describe('rate validity', () => {
  it('sees ranges sharing one edge day as overlapping', () => {
    expect(rangesOverlap(r('2026-01-01', '2026-06-30'), r('2026-06-30', '2026-12-31'))).toBe(true);
    expect(rangesOverlap(r('2026-06-30', '2026-12-31'), r('2026-01-01', '2026-06-30'))).toBe(true);
  });

  it('lets a range start the day after another ends', () => {
    expect(rangesOverlap(r('2026-01-01', '2026-06-30'), r('2026-07-01', null))).toBe(false);
    expect(rangesOverlap(r('2026-07-01', null), r('2026-01-01', '2026-06-30'))).toBe(false);
  });

  it('treats open-ended ranges as running forever', () => {
    expect(rangesOverlap(r('2026-01-01', null), r('2030-01-01', '2030-01-31'))).toBe(true);
    expect(rangesOverlap(r('2026-01-01', null), r('2020-01-01', null))).toBe(true);
    expect(rangesOverlap(r('2026-01-01', null), r('2020-01-01', '2025-12-31'))).toBe(false);
  });

  it('sees a range inside another, and the same range twice', () => {
    expect(rangesOverlap(r('2026-01-01', '2026-12-31'), r('2026-03-01', '2026-03-31'))).toBe(true);
    expect(rangesOverlap(r('2026-03-01', '2026-03-31'), r('2026-03-01', '2026-03-31'))).toBe(true);
  });

  it('names the first overlapping range', () => {
    const others = [r('2025-01-01', '2025-12-31'), r('2026-01-01', '2026-06-30'), r('2026-07-01', null)];
    expect(firstOverlap(r('2026-05-01', '2026-08-31'), others)).toBe(others[1]);
    expect(firstOverlap(r('2024-01-01', '2024-12-31'), others)).toBeUndefined();
  });

  it('is in force on the first and last day, not the day after', () => {
    const range = r('2026-01-01', '2026-06-30');
    expect(inForce(range, '2025-12-31')).toBe(false);
    expect(inForce(range, '2026-01-01')).toBe(true);
    expect(inForce(range, '2026-06-30')).toBe(true);
    expect(inForce(range, '2026-07-01')).toBe(false);
    expect(inForce(r('2026-01-01', null), '2099-12-31')).toBe(true);
  });
});
