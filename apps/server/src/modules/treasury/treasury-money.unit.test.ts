import { describe, expect, it } from 'vitest';
import { amountInPen, normalRate, transactionCode } from './treasury-money.ts';

describe('treasury money', () => {
  it('converts to soles rounding half up on integers', () => {
    expect(amountInPen('100.00', '1.0000')).toBe('100.00');
    expect(amountInPen('100.01', '3.745')).toBe('374.54');
    expect(amountInPen('0.05', '3.700')).toBe('0.19');
    expect(amountInPen('0.01', '3.7449')).toBe('0.04');
    expect(amountInPen('999999999.99', '999.9999')).toBe('999999899990.00');
  });

  it('stores rates with four decimals and numbers movements per year', () => {
    expect(normalRate('3.745')).toBe('3.7450');
    expect(normalRate('3.7452')).toBe('3.7452');
    expect(transactionCode(2026, 42)).toBe('TES-2026-000042');
  });
});
