import { describe, expect, it } from 'vitest';
import {
  centsToMoney,
  moneyToCents,
  viaticAmounts,
  viaticDays,
  ZMoneyAmount,
  ZViaticCreateBody,
} from '../src/index.ts';

describe('viatic money', () => {
  it('converts decimal strings to cents and back exactly', () => {
    expect(moneyToCents('0.1')).toBe(10n);
    expect(moneyToCents('12.05')).toBe(1205n);
    expect(moneyToCents('999999999.99')).toBe(99999999999n);
    expect(centsToMoney(5n)).toBe('0.05');
    expect(centsToMoney(-1205n)).toBe('-12.05');
  });

  it('normalises amounts to two decimals and refuses a third', () => {
    expect(ZMoneyAmount.parse('80')).toBe('80.00');
    expect(ZMoneyAmount.parse(12.5)).toBe('12.50');
    expect(ZMoneyAmount.safeParse('1.001').success).toBe(false);
    expect(ZMoneyAmount.safeParse('-1').success).toBe(false);
    expect(ZMoneyAmount.safeParse('').success).toBe(false);
  });

  it('counts days inclusively and nights one fewer', () => {
    expect(viaticDays('2026-01-31', '2026-01-31')).toEqual({ days: 1, nights: 0 });
    expect(viaticDays('2026-02-27', '2026-03-02')).toEqual({ days: 4, nights: 3 });
    // A daylight-saving jump elsewhere must not shift a day: dates are UTC.
    expect(viaticDays('2026-03-07', '2026-03-09').days).toBe(3);
  });

  it('totals without float error', () => {
    const a = viaticAmounts(
      { food: '0.10', lodging: '0.20', localTransport: '0.70' },
      '2026-01-01',
      '2026-01-03',
    );
    expect(a).toMatchObject({ food: '0.30', lodging: '0.40', localTransport: '2.10', total: '2.80' });
  });

  it('names the end date of a reversed or too long trip', () => {
    const base = { employeeId: 1, zoneId: 1, advance: '0', purpose: 'x' };
    const reversed = ZViaticCreateBody.safeParse({ ...base, startDate: '2026-01-05', endDate: '2026-01-04' });
    expect(reversed.error?.issues[0]?.path).toEqual(['endDate']);
    const long = ZViaticCreateBody.safeParse({ ...base, startDate: '2026-01-01', endDate: '2026-06-01' });
    expect(long.error?.issues[0]?.path).toEqual(['endDate']);
  });
});
