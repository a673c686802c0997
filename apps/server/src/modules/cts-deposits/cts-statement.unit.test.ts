import { centsToMoney, moneyToCents } from '@zerg/shared';
import { describe, expect, it } from 'vitest';
import { ctsStatementOf } from './cts-statement.ts';

const slip = (over: Record<string, unknown> = {}) => ({
  snapshot: { salary: '2500.00', familyAllowance: true },
  days: { worked: 150 },
  lines: [],
  bases: { computable: '2663.00', gratificacionSixth: '416.67', base: '3079.67' },
  amount: '1283.20',
  account: null,
  ...over,
});
const sum = (items: { amount: string }[]) =>
  centsToMoney(items.reduce((s, i) => s + moneyToCents(i.amount), 0n));

describe('the CTS statement', () => {
  it('splits the stored computable pay into its items, which add up to the stored base', () => {
    const s = ctsStatementOf({ year: 2026, month: 5 }, slip(), '113.00');
    expect(s.items).toEqual([
      { key: 'basic', amount: '2500.00' },
      { key: 'familyAllowance', amount: '113.00' },
      { key: 'regularPay', amount: '50.00' },
      { key: 'gratificacionSixth', amount: '416.67' },
    ]);
    expect(sum(s.items)).toBe(s.computable);
    expect(s).toMatchObject({
      deposit: 'may',
      periodFrom: '2025-11-01',
      periodTo: '2026-04-30',
      months: 5,
      days: 0,
      amount: '1283.20',
    });
  });

  it('prints no allowance the worker was not due, and never more than the slip stored', () => {
    const none = ctsStatementOf(
      { year: 2026, month: 11 },
      slip({
        snapshot: { salary: '2500.00', familyAllowance: false },
        bases: { computable: '2500.00', gratificacionSixth: '0.00', base: '2500.00' },
      }),
      '113.00',
    );
    expect(none.items.map((i) => i.key)).toEqual(['basic', 'gratificacionSixth']);
    expect(none).toMatchObject({ deposit: 'november', periodFrom: '2026-05-01', periodTo: '2026-10-31' });
    const older = ctsStatementOf(
      { year: 2026, month: 11 },
      slip({
        bases: { computable: '2602.50', gratificacionSixth: '0.00', base: '2602.50' },
        days: { worked: 47 },
      }),
      '113.00',
    );
    expect(older.items[1]).toEqual({ key: 'familyAllowance', amount: '102.50' });
    expect(sum(older.items)).toBe('2602.50');
    expect([older.months, older.days]).toEqual([1, 17]);
  });
});
