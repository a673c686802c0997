import { rules } from '@zerg/shared';
import { describe, expect, it } from 'vitest';
import { maskMobile } from './mobile-input';

describe('maskMobile', () => {
  it('keeps the (+51) prefix and nine digits, as the mobile rule expects', () => {
    expect(maskMobile('987654321')).toBe('(+51)987654321');
    expect(maskMobile('(+51)98765')).toBe('(+51)98765');
    expect(maskMobile('+51 987 654 321 55')).toBe('(+51)987654321');
    expect(maskMobile('(+51)')).toBe('');
    expect(maskMobile('')).toBe('');
    expect(rules.mobile().safeParse(maskMobile('987-654-321')).success).toBe(true);
  });

  it('drops a leading 51 only when it is a country code, never the digits the user typed', () => {
    expect(maskMobile('51987654321')).toBe('(+51)987654321');
    expect(maskMobile('519876543')).toBe('(+51)519876543');
    expect(maskMobile('5198')).toBe('(+51)5198');
  });
});
