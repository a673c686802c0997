import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('groups the decimal string for the locale with two decimals', () => {
    expect(formatMoney('4200.5', 'PEN', 'en')).toBe('S/ 4,200.50');
    expect(formatMoney('1234567.00', 'USD', 'de')).toBe('US$ 1.234.567,00');
    expect(formatMoney('950', 'PEN', 'en')).toBe('S/ 950.00');
    expect(formatMoney('2720.00', 'PEN', 'es')).toBe('S/ 2,720.00');
    expect(formatMoney('2720.5', 'PEN', 'pt')).toBe('S/ 2.720,50');
  });

  it('leaves empty and unexpected values readable', () => {
    expect(formatMoney(null, 'PEN', 'es')).toBe('');
    expect(formatMoney('abc', 'PEN', 'es')).toBe('S/ abc');
  });
});
