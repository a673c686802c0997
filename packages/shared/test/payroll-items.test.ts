import { describe, expect, it } from 'vitest';
import { moneyToCents } from '../src/schemas/money.ts';
import { addMonths, monthsBetween, splitQuotas } from '../src/schemas/payroll/payroll-items.ts';

describe('splitQuotas', () => {
  it('splits evenly when the amount divides', () => {
    expect(splitQuotas('900.00', 3, '2026-11')).toEqual([
      { number: 1, period: '2026-11', amount: '300.00' },
      { number: 2, period: '2026-12', amount: '300.00' },
      { number: 3, period: '2027-01', amount: '300.00' },
    ]);
  });

  it('gives the remainder céntimos to the last quota', () => {
    const quotas = splitQuotas('100.00', 3, '2026-05');
    expect(quotas.map((q) => q.amount)).toEqual(['33.33', '33.33', '33.34']);
  });

  it('always adds up to the amount', () => {
    for (const [amount, n] of [
      ['0.01', 1],
      ['0.05', 7],
      ['1234.57', 60],
      ['999999999.99', 13],
    ] as const) {
      const quotas = splitQuotas(amount, n, '2026-01');
      expect(quotas).toHaveLength(n);
      expect(quotas.reduce((s, q) => s + moneyToCents(q.amount), 0n)).toBe(moneyToCents(amount));
    }
  });
});

describe('months', () => {
  it('counts months inclusively and crosses years', () => {
    expect(monthsBetween('2026-11', '2027-02-15')).toBe(4);
    expect(monthsBetween('2026-11', '2026-10-31')).toBe(0);
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
});
