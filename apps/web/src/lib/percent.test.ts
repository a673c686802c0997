import { describe, expect, it } from 'vitest';
import { formatPercent, fromPercent, toPercent } from './percent';

describe('percent', () => {
  it('moves the point as text both ways', () => {
    expect(toPercent('0.0137')).toBe('1.37');
    expect(toPercent('0.09')).toBe('9');
    expect(toPercent('1')).toBe('100');
    expect(toPercent('0.5000')).toBe('50');
    expect(toPercent('0.000125')).toBe('0.0125');
    expect(fromPercent('1.37')).toBe('0.0137');
    expect(fromPercent(9)).toBe('0.09');
    expect(fromPercent('100')).toBe('1');
    expect(fromPercent('0.0125')).toBe('0.000125');
    expect(fromPercent('')).toBe('');
    expect(formatPercent('0.0675')).toBe('6.75 %');
  });
});
