import { describe, expect, it } from 'vitest';
import { monthHeading } from './month-heading';

describe('monthHeading', () => {
  it('raises only the first letter, as each language writes a month heading', () => {
    expect(monthHeading(2026, 11, 'es')).toBe('Noviembre de 2026');
    expect(monthHeading(2026, 11, 'pt')).toBe('Novembro de 2026');
    expect(monthHeading(2026, 11, 'fr')).toBe('Novembre 2026');
    expect(monthHeading(2026, 11, 'de')).toBe('November 2026');
    expect(monthHeading(2026, 11, 'en')).toBe('November 2026');
  });

  it('is the month asked for whatever the time zone', () => {
    expect(monthHeading(2026, 1, 'es')).toBe('Enero de 2026');
    expect(monthHeading(2025, 12, 'es')).toBe('Diciembre de 2025');
  });
});
