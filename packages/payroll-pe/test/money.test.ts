import { describe, expect, it } from 'vitest';
import { Dec, money, round2 } from '../src/money.ts';

describe('money', () => {
  it('rounds half up at the céntimo, not half even', () => {
    expect(money(new Dec('100.005'))).toBe('100.01');
    expect(money(new Dec('100.015'))).toBe('100.02');
    expect(money(new Dec('0.125'))).toBe('0.13');
    expect(money(new Dec('100.0049999'))).toBe('100.00');
  });

  it('keeps full precision until the line is rounded', () => {
    // 1/3 + 1/3 + 1/3 is exactly 1 inside, where three rounded thirds would make 0.99.
    const third = new Dec(1).dividedBy(3);
    expect(money(third.plus(third).plus(third))).toBe('1.00');
    expect(round2(third).times(3).toFixed(2)).toBe('0.99');
  });

  it('never prints a negative zero', () => {
    expect(money(new Dec('-0.001'))).toBe('0.00');
    expect(money(new Dec(0))).toBe('0.00');
  });

  it('is immune to binary floating point', () => {
    expect(money(new Dec('0.1').plus('0.2'))).toBe('0.30');
    expect(money(new Dec('1.005'))).toBe('1.01');
  });
});
