import { describe, expect, it } from 'vitest';
import { formatHistoryValue } from './history-value';

const words = { yes: 'Sí', no: 'No', empty: '—', items: (n: number) => `${n} items` };

describe('formatHistoryValue', () => {
  it('groups an amount and keeps its decimals, in each language', () => {
    expect(formatHistoryValue('15000.00', false, 'en', words)).toBe('15,000.00');
    expect(formatHistoryValue('7290.00', false, 'es', words)).toBe('7,290.00');
    expect(formatHistoryValue('7290.00', false, 'de', words)).toBe('7.290,00');
  });

  it('writes dates and moments in the reader’s format and Lima’s clock', () => {
    expect(formatHistoryValue('2026-11-02', false, 'es', words)).toBe('2/11/26');
    expect(formatHistoryValue('2026-11-02T03:30:00.000Z', false, 'en', words)).toBe('11/1/26, 10:30 PM');
  });

  it('says yes, no, empty and how many items a list holds', () => {
    expect(formatHistoryValue(true, false, 'es', words)).toBe('Sí');
    expect(formatHistoryValue(null, false, 'es', words)).toBe('—');
    expect(formatHistoryValue(3, true, 'es', words)).toBe('3 items');
    expect(formatHistoryValue('B1Z-789', false, 'es', words)).toBe('B1Z-789');
  });
});
