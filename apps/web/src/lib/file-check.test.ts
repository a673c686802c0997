import { describe, expect, it } from 'vitest';
import { checkFile, matchesAccept, megabytes } from './file-check';

const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('matchesAccept', () => {
  it('matches extensions, exact MIME types and wildcards', () => {
    expect(matchesAccept(file('a.PDF', 'application/pdf'), ['.pdf'])).toBe(true);
    expect(matchesAccept(file('a.png', 'image/png'), ['image/*'])).toBe(true);
    expect(matchesAccept(file('a.png', 'image/png'), ['image/jpeg'])).toBe(false);
    expect(matchesAccept(file('a.exe', 'application/x-msdownload'), ['.pdf', 'image/*'])).toBe(false);
    expect(matchesAccept(file('a.exe', ''), [])).toBe(true);
  });
});

describe('checkFile', () => {
  it('refuses the wrong type before the size', () => {
    expect(checkFile(file('a.exe', '', megabytes(50)), ['.pdf'], megabytes(5))).toEqual({
      ok: false,
      reason: 'type',
    });
  });

  it('refuses files above the limit and accepts the rest', () => {
    expect(checkFile(file('a.pdf', 'application/pdf', megabytes(6)), ['.pdf'], megabytes(5))).toEqual({
      ok: false,
      reason: 'size',
    });
    expect(checkFile(file('a.pdf', 'application/pdf', megabytes(5)), ['.pdf'], megabytes(5))).toEqual({
      ok: true,
    });
  });
});
