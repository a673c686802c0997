import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../src/errors.ts';
import { LANGUAGES } from '../src/i18n.ts';
import { SHARED_MESSAGES } from '../src/validation/translate.ts';

const keysOf = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

describe('shared locales', () => {
  it('carry the same keys in every language', () => {
    const reference = keysOf(SHARED_MESSAGES.en).sort();
    for (const lang of LANGUAGES) expect(keysOf(SHARED_MESSAGES[lang]).sort(), lang).toEqual(reference);
  });

  it('have a text for every error code', () => {
    for (const lang of LANGUAGES) {
      for (const code of ERROR_CODES)
        expect(SHARED_MESSAGES[lang].errors[code], `${lang} ${code}`).toBeTruthy();
    }
  });

  it('keep the English labels the spec gives', () => {
    const e = SHARED_MESSAGES.en.errors;
    expect(e.ROLE_ALREADY_REGISTERED).toBe('Rol already registered');
    expect(e.DOCUMENT_ALREADY_REGISTERED).toBe('Document number is already registered');
    expect(e.INVALID_CHANGE).toBe('INVALID CHANGE');
    expect(e.SAME_AS_OLD_VALUE).toBe('The entered value is the same as the old one');
  });
});
