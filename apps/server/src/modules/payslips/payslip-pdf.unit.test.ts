import { formatAmount, LANGUAGES } from '@zerg/shared';
import { describe, expect, it } from 'vitest';
import { conceptLabel, wordsFor } from './payslip-labels.ts';
import { daysActuallyWorked, ordinaryHours, percent } from './payslip-pdf.ts';

describe('payslip figures', () => {
  it('groups amounts from their strings', () => {
    expect(formatAmount('2720.00')).toBe('2,720.00');
    expect(formatAmount('1234567.5')).toBe('1,234,567.50');
    expect(formatAmount('0.07')).toBe('0.07');
    expect(formatAmount('-150.00')).toBe('-150.00');
  });

  it('prints rates as percentages without floats', () => {
    expect(percent('0.1')).toBe('10 %');
    expect(percent('0.0137')).toBe('1.37 %');
    expect(percent('0.09')).toBe('9 %');
    expect(percent('1.25')).toBe('125 %');
    expect(percent('0.016')).toBe('1.6 %');
  });

  it('counts ordinary hours from the days worked and not absent, unless the slip has its own', () => {
    expect(ordinaryHours({ days: { worked: 30, vacation: 0, absence: 2 } })).toEqual({
      hours: 224,
      minutes: 0,
    });
    expect(ordinaryHours({ days: { worked: 30, vacation: 0, absence: 0, hours: 190.75 } })).toEqual({
      hours: 190,
      minutes: 45,
    });
  });

  it('shows the days worked without the absences, which appear beside them', () => {
    expect(daysActuallyWorked({ days: { worked: 30, vacation: 0, absence: 9 } })).toBe(21);
    expect(daysActuallyWorked({ days: { worked: 22, vacation: 8, absence: 0 } })).toBe(22);
    expect(daysActuallyWorked({ days: { worked: 0, vacation: 30, absence: 0 } })).toBe(0);
  });

  it('names a worked holiday and a worked rest day on their own lines, never as overtime', () => {
    for (const lang of LANGUAGES) {
      const overtime = [
        wordsFor(lang).overtime,
        conceptLabel(lang, 'overtime_25'),
        conceptLabel(lang, 'overtime_35'),
      ];
      for (const key of ['holiday_work', 'rest_day_work'] as const) {
        expect(conceptLabel(lang, key), `${lang} ${key}`).not.toBe(key);
        expect(overtime).not.toContain(conceptLabel(lang, key));
      }
      expect(conceptLabel(lang, 'holiday_work')).not.toBe(conceptLabel(lang, 'rest_day_work'));
    }
    expect(conceptLabel('es', 'holiday_work')).toContain('feriado');
  });
});
