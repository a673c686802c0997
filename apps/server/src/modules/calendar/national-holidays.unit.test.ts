import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { nationalHolidaysOf } from './national-holidays.ts';

describe('nationalHolidaysOf', () => {
  it('gives the public holidays date-holidays knows for Peru in 2026, in date order', () => {
    const fromPackage = new Holidays('PE')
      .getHolidays(2026)
      .filter((h) => h.type === 'public')
      .map((h) => h.date.slice(0, 10))
      .sort();
    const days = nationalHolidaysOf(2026);
    expect(days.map((d) => d.date)).toEqual(fromPackage);
    // The days everybody in Lima knows, as a check that the package still says what we expect.
    for (const date of [
      '2026-01-01',
      '2026-04-02',
      '2026-04-03',
      '2026-05-01',
      '2026-07-28',
      '2026-07-29',
      '2026-08-30',
      '2026-12-08',
      '2026-12-25',
    ])
      expect(days.map((d) => d.date)).toContain(date);
    expect(days.find((d) => d.date === '2026-04-02')?.name).toBe('Jueves Santo');
  });

  it('moves Holy Week with Easter and never repeats a date', () => {
    const days2027 = nationalHolidaysOf(2027).map((d) => d.date);
    expect(days2027).toContain('2027-03-25');
    expect(days2027).toContain('2027-03-26');
    for (const year of [2024, 2025, 2026, 2027, 2030]) {
      const dates = nationalHolidaysOf(year).map((d) => d.date);
      expect(new Set(dates).size).toBe(dates.length);
      expect(dates.every((d) => d.startsWith(`${year}-`))).toBe(true);
    }
  });
});
