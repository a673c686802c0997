import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

describe('countryName', () => {
  it('names countries by ISO code in the UI language, falling back to the given name', () => {
    expect(countryName('PE', 'en')).toBe('Peru');
    expect(countryName('PE', 'es')).toBe('Perú');
    expect(countryName('not a code', 'en', 'Atlantis')).toBe('Atlantis');
  });
});
