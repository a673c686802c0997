import { describe, expect, it } from 'vitest';
import { filterByLabel, foldText, matchesSearch } from './search-text';

describe('search text', () => {
  it('ignores case and accents, and word order', () => {
    expect(foldText('Núñez PÉREZ')).toBe('nunez perez');
    expect(matchesSearch('peru', 'Perú')).toBe(true);
    expect(matchesSearch('perez nunez', 'Núñez Pérez, Ana')).toBe(true);
    expect(matchesSearch('lima x', 'Lima')).toBe(false);
    expect(filterByLabel('ARE', { label: 'Arequipa' })).toBe(true);
    expect(filterByLabel('x', {})).toBe(false);
  });
});
