import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatPeriod,
  formatQuantity,
  formatTime,
  limaToday,
} from './format-date';
import { formatMoney } from './format-money';

// 2026-11-28 03:30 UTC is still the 27th, 22:30, in Lima: whatever zone runs the test.
const LATE_EVENING_IN_LIMA = '2026-11-28T03:30:00.000Z';

describe('one format per language, in Lima time', () => {
  it('writes a day the language’s way and keeps a calendar day that day', () => {
    expect(formatDate('2026-12-02', 'es')).toBe('02/12/2026');
    expect(formatDate('2026-12-02', 'en')).toBe('12/02/2026');
    expect(formatDate('2026-12-02', 'de')).toBe('02.12.2026');
    expect(formatDate('2026-12-02', 'pt')).toBe('02/12/2026');
    expect(formatDate(null, 'es')).toBe('');
  });

  it('places an instant on Lima’s clock, not the machine’s', () => {
    expect(formatDate(LATE_EVENING_IN_LIMA, 'es')).toBe('27/11/2026');
    expect(formatTime(LATE_EVENING_IN_LIMA, 'es')).toBe('22:30');
    expect(formatDateTime(LATE_EVENING_IN_LIMA, 'es')).toBe('27/11/2026, 22:30');
    expect(formatDateTime(LATE_EVENING_IN_LIMA, 'de')).toBe('27.11.2026, 22:30');
    expect(limaToday(new Date(LATE_EVENING_IN_LIMA))).toBe('2026-11-27');
  });

  it('writes money with the company’s symbol and the language’s separators', () => {
    expect(formatMoney('7200', 'PEN', 'es')).toBe('S/ 7,200.00');
    expect(formatMoney('7200.00', 'PEN', 'en')).toBe('S/ 7,200.00');
    expect(formatMoney('7200.5', 'PEN', 'de')).toBe('S/ 7.200,50');
    expect(formatMoney('7200.5', 'USD', 'pt')).toBe('US$ 7.200,50');
  });

  it('writes 810.5 km as 810,5 in German and Portuguese, never as thousands', () => {
    expect(formatQuantity('810.500', 3, 'de')).toBe('810,5');
    expect(formatQuantity(810.5, 1, 'pt')).toBe('810,5');
    expect(formatQuantity(810.5, 1, 'es')).toBe('810.5');
    expect(formatQuantity(12345, 0, 'en')).toBe('12,345');
    expect(formatQuantity(12345, 0, 'de')).toBe('12.345');
  });

  it('names a period in words', () => {
    expect(formatPeriod('2026-10', 'es')).toBe('octubre de 2026');
    expect(formatPeriod('2026-10', 'en')).toBe('October 2026');
  });
});
