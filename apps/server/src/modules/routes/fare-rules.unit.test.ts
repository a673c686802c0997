import { describe, expect, it } from 'vitest';
import { fareInForce, firstOverlap, inForce, rangesOverlap, sumAmounts, toCents } from './fare-rules.ts';

const r = (validFrom: string, validTo: string | null) => ({ validFrom, validTo });

describe('rangesOverlap', () => {
  it('counts a shared first or last day as an overlap', () => {
    expect(rangesOverlap(r('2026-01-01', '2026-06-30'), r('2026-06-30', null))).toBe(true);
    expect(rangesOverlap(r('2026-07-01', null), r('2026-01-01', '2026-07-01'))).toBe(true);
  });
  it('lets ranges that touch without sharing a day coexist', () => {
    expect(rangesOverlap(r('2026-01-01', '2026-06-30'), r('2026-07-01', null))).toBe(false);
    expect(rangesOverlap(r('2026-07-01', '2026-12-31'), r('2026-01-01', '2026-06-30'))).toBe(false);
  });
  it('treats a missing end as open-ended on either side', () => {
    expect(rangesOverlap(r('2026-01-01', null), r('2030-01-01', null))).toBe(true);
    expect(rangesOverlap(r('2030-01-01', '2030-01-31'), r('2026-01-01', null))).toBe(true);
    expect(rangesOverlap(r('2020-01-01', '2020-12-31'), r('2026-01-01', null))).toBe(false);
  });
  it('finds a range inside another and names the first one hit', () => {
    const others = [
      { id: 1, ...r('2025-01-01', '2025-12-31') },
      { id: 2, ...r('2026-01-01', null) },
    ];
    expect(firstOverlap(r('2026-03-01', '2026-03-31'), others)?.id).toBe(2);
    expect(firstOverlap(r('2024-01-01', '2024-12-31'), others)).toBeUndefined();
  });
});

describe('fareInForce', () => {
  const fares = [
    { id: 1, axles: 5, ...r('2025-01-01', '2025-12-31') },
    { id: 2, axles: 5, ...r('2026-01-01', null) },
    { id: 3, axles: 3, ...r('2026-01-01', '2026-03-31') },
  ];
  it('includes the first and the last day and excludes the day after', () => {
    expect(fareInForce(fares, 5, '2025-01-01')?.id).toBe(1);
    expect(fareInForce(fares, 5, '2025-12-31')?.id).toBe(1);
    expect(fareInForce(fares, 5, '2026-01-01')?.id).toBe(2);
    expect(fareInForce(fares, 3, '2026-03-31')?.id).toBe(3);
    expect(fareInForce(fares, 3, '2026-04-01')).toBeUndefined();
  });
  it('finds nothing before the first fare or for another axle count', () => {
    expect(fareInForce(fares, 5, '2024-12-31')).toBeUndefined();
    expect(fareInForce(fares, 7, '2026-02-01')).toBeUndefined();
    expect(inForce(r('2026-01-01', null), '2099-12-31')).toBe(true);
  });
});

describe('sumAmounts', () => {
  it('adds decimal strings exactly', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['36.40', '7.5', '33'])).toBe('76.90');
    expect(sumAmounts([])).toBe('0.00');
    expect(toCents('12345678.99')).toBe(1234567899n);
  });
});
