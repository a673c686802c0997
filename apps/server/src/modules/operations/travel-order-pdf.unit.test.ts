import { describe, expect, it } from 'vitest';
import { limaDateTime } from './travel-order-pdf.ts';

describe('the travel order PDF dates', () => {
  it("are written in Lima's time and the reader's language", () => {
    const at = '2027-06-01T13:05:00.000Z';
    expect(limaDateTime('es', at)).toMatch(/^1\/06\/27,? 8:05/);
    expect(limaDateTime('en', at)).toMatch(/^6\/1\/27,? 8:05\sAM$/);
    expect(limaDateTime('de', at)).toBe('01.06.27, 08:05');
    expect(limaDateTime('fr', at)).toMatch(/^01\/06\/2027 08:05$/);
    expect(limaDateTime('es', null)).toBe('—');
  });
});
