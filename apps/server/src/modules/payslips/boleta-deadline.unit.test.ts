import { describe, expect, it } from 'vitest';
import { boletaDueDate } from './boleta-deadline.ts';

describe('boletaDueDate', () => {
  it('counts three business days after the payment', () => {
    // Wednesday 2026-11-04 → Thu 5, Fri 6, Mon 9.
    expect(boletaDueDate('2026-11-04', new Set())).toBe('2026-11-09');
  });
  it('skips weekends and holidays', () => {
    // Friday 2026-07-24 → Mon 27, then Thu 30 and Fri 31: Tue 28 and Wed 29 are Fiestas Patrias.
    expect(boletaDueDate('2026-07-24', new Set(['2026-07-28', '2026-07-29']))).toBe('2026-07-31');
  });
});
