import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../src/errors.ts';
import { LANGUAGES } from '../src/i18n.ts';
import { SHARED_MESSAGES, translateError, translateMessage } from '../src/validation/translate.ts';

// Plural forms differ by language (Spanish has `_many`, English not): keys compare without them.
const keysOf = (o: object, prefix = ''): string[] => [
  ...new Set(
    Object.entries(o).flatMap(([k, v]) =>
      v && typeof v === 'object'
        ? keysOf(v, `${prefix}${k}.`)
        : [`${prefix}${k}`.replace(/_(zero|one|two|few|many|other)$/, '')],
    ),
  ),
];
const errorText = (lang: (typeof LANGUAGES)[number], code: string): unknown => {
  const errors = SHARED_MESSAGES[lang].errors as Record<string, string | undefined>;
  return errors[code] ?? errors[`${code}_other`];
};

describe('shared locales', () => {
  it('carry the same keys in every language', () => {
    const reference = keysOf(SHARED_MESSAGES.en).sort();
    for (const lang of LANGUAGES) expect(keysOf(SHARED_MESSAGES[lang]).sort(), lang).toEqual(reference);
  });

  it('have a text for every error code', () => {
    for (const lang of LANGUAGES) {
      for (const code of ERROR_CODES) expect(errorText(lang, code), `${lang} ${code}`).toBeTruthy();
    }
  });

  it('keep the English labels the spec gives', () => {
    const e = SHARED_MESSAGES.en.errors;
    expect(e.ROLE_ALREADY_REGISTERED).toBe('Rol already registered');
    expect(e.DOCUMENT_ALREADY_REGISTERED).toBe('Document number is already registered');
    expect(e.INVALID_CHANGE).toBe('INVALID CHANGE');
    expect(e.SAME_AS_OLD_VALUE).toBe('The entered value is the same as the old one');
  });

  it('say one or many as the count asks, a count sent as digits too', () => {
    expect(translateError('es', 'ROLE_IN_USE', { count: 1 })).toBe(
      'No se puede desactivar: 1 usuario activo tiene este rol',
    );
    expect(translateError('es', 'ROLE_IN_USE', { count: '3' })).toBe(
      'No se puede desactivar: 3 usuarios activos tienen este rol',
    );
    expect(translateError('en', 'PAYROLL_PENDING_JUSTIFICATIONS', { count: '1' })).toBe(
      '1 justification of this month is still pending: run anyway?',
    );
    expect(translateMessage('de', 'errors.AREA_IN_USE|{"count":2}')).toBe(
      'Deaktivierung nicht möglich: 2 aktive Mitarbeiter gehören zu diesem Bereich',
    );
  });
});
