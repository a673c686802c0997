import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZResetPasswordBody } from '../src/schemas/auth.ts';
import { ZDate } from '../src/schemas/rrhh/fields.ts';
import { cciCheckDigitsLookRight, isCci, isDni, isRuc } from '../src/validation/peru.ts';
import * as rules from '../src/validation/rules.ts';
import { translateMessage } from '../src/validation/translate.ts';

/** The rendered messages of a failed parse, or [] when it passes. */
const errorsOf = (schema: z.ZodType, value: unknown, lang: 'es' | 'en' | 'pt' = 'en') => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => translateMessage(lang, i.message));
};

describe('the rule library of SPEC §5', () => {
  it('required: "es requerido"', () => {
    expect(errorsOf(rules.requiredText(), '', 'es')).toEqual(['Este campo es requerido']);
    expect(errorsOf(rules.requiredText(), '   ')).toEqual(['This field is required']);
    expect(errorsOf(rules.requiredText(), undefined)).toEqual(['This field is required']);
    expect(errorsOf(rules.requiredText(), 'Lima')).toEqual([]);
  });

  it('email', () => {
    expect(errorsOf(rules.email(), 'juan@')).toEqual(['Must be a valid email']);
    expect(errorsOf(rules.email(), 'juan@zerg', 'es')).toEqual(['Debe ser un correo electrónico válido']);
    expect(rules.email().parse('  Juan.Perez@Zerg.PE ')).toBe('juan.perez@zerg.pe');
  });

  it('min, max, length and min_value, with their numbers in the message', () => {
    expect(errorsOf(rules.minLength(3), 'ab')).toEqual(['Must be at least 3 characters']);
    expect(errorsOf(rules.maxLength(5), 'abcdef', 'es')).toEqual(['Debe tener como máximo 5 caracteres']);
    expect(errorsOf(rules.exactLength(4), 'abc')).toEqual(['Must be exactly 4 characters']);
    expect(errorsOf(rules.minValue(10), 9)).toEqual(['Must be at least 10']);
    expect(errorsOf(rules.minValue(10), 10)).toEqual([]);
  });

  it('valid-document: 11 characters or none', () => {
    expect(errorsOf(rules.validDocument(), '')).toEqual([]);
    expect(errorsOf(rules.validDocument(), '20131312955')).toEqual([]);
    expect(errorsOf(rules.validDocument(), '2013131295')).toEqual(['The document must have 11 digits']);
  });

  it('mobile: 14 characters, the message counting the digits typed, not the mask', () => {
    expect(errorsOf(rules.mobile(), '(+51)987654321')).toEqual([]);
    expect(errorsOf(rules.mobile(), '(+51)9876543', 'es')).toEqual([
      'El celular debe tener 9 dígitos después de (+51); tiene 7',
    ]);
    expect(errorsOf(rules.mobile(), '(+51)98765432a')).toEqual([
      'The mobile number must have 9 digits after (+51); it has 8',
    ]);
    expect(errorsOf(rules.mobile(), '987654321', 'pt')).toEqual([
      'O número de celular deve ter 9 dígitos depois de (+51); tem 9',
    ]);
  });

  it('a date not after today', () => {
    expect(errorsOf(rules.dateNotAfter('2026-11-28'), '2026-11-29', 'es')).toEqual([
      'La fecha no puede ser futura',
    ]);
    expect(errorsOf(rules.dateNotAfter('2026-11-28'), '2026-11-28')).toEqual([]);
    expect(errorsOf(rules.dateNotAfter('2026-11-28'), undefined)).toEqual([]);
  });

  it('percentage: over 0 and at most 100, a message per bound', () => {
    expect(errorsOf(rules.percentage(), 0)).toEqual(['The percentage must be greater than 0']);
    expect(errorsOf(rules.percentage(), 100.01)).toEqual(['The percentage must be at most 100']);
    expect(errorsOf(rules.percentage(), 100)).toEqual([]);
    expect(errorsOf(rules.percentage(), 0.5)).toEqual([]);
  });

  it('amount: greater than 0, at least 30, at least 0', () => {
    expect(errorsOf(rules.amountPositive(), 0)).toEqual(['The amount must be greater than 0.00']);
    expect(errorsOf(rules.amountPositive(), 0.01)).toEqual([]);
    expect(errorsOf(rules.amountAtLeast30(), 29.99)).toEqual(['The amount must be at least 30.00']);
    expect(errorsOf(rules.amountAtLeast30(), 30)).toEqual([]);
    expect(errorsOf(rules.amountNonNegative(), -0.01)).toEqual(['The amount cannot be negative']);
    expect(errorsOf(rules.amountNonNegative(), 0)).toEqual([]);
  });

  it('hours: at least 92', () => {
    expect(errorsOf(rules.hours(), 91)).toEqual(['The minimum of hours is 92']);
    expect(errorsOf(rules.hours(), 91, 'es')).toEqual(['El mínimo de horas es 92']);
    expect(errorsOf(rules.hours(), 92)).toEqual([]);
  });

  it('money: at least 1', () => {
    expect(errorsOf(rules.money(), 0.99)).toEqual(['The amount must be at least 1.00']);
    expect(errorsOf(rules.money(), 1)).toEqual([]);
  });

  it('array: not empty', () => {
    expect(errorsOf(rules.nonEmptyArray(rules.minValue(0)), [])).toEqual(['Select at least one item']);
    expect(errorsOf(rules.nonEmptyArray(rules.minValue(0)), [1])).toEqual([]);
  });

  it('module-required: not 0', () => {
    expect(errorsOf(rules.moduleRequired(), 0)).toEqual(['Select a module']);
    expect(errorsOf(rules.moduleRequired(), 9)).toEqual([]);
    expect(errorsOf(rules.moduleRequired(12), 13, 'es')).toEqual(['Selecciona un módulo']);
    expect(errorsOf(rules.moduleRequired(12), 1.5)).toEqual(['Select a module']);
    expect(errorsOf(rules.moduleRequired(12), undefined)).toEqual(['Select a module']);
  });

  it('validate-spaces: not only whitespace', () => {
    expect(errorsOf(rules.notOnlyWhitespace(), '   ')).toEqual(['Cannot contain only spaces']);
    expect(errorsOf(rules.notOnlyWhitespace(), ' a ')).toEqual([]);
    expect(errorsOf(rules.optionalText(), '  ')).toEqual(['Cannot contain only spaces']);
    expect(rules.optionalText().parse('')).toBeNull();
  });

  it('password confirmation and special password', () => {
    expect(
      errorsOf(ZResetPasswordBody, { token: 't', password: 'Abcdef1!', passwordConfirmation: 'Abcdef1?' }),
    ).toEqual(['The passwords do not match']);
    const special =
      'The password needs at least 8 characters with a lowercase letter, an uppercase letter, a digit and one of @$!%*?&';
    for (const weak of ['Abcde1!', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefgh1', 'Abcdefg1#']) {
      expect(errorsOf(rules.specialPassword(), weak), weak).toEqual([special]);
    }
    expect(errorsOf(rules.specialPassword(), 'Abcdefg1!')).toEqual([]);
  });

  it('special email: a letter first, 5 to 30 characters, the company domain', () => {
    const rule = rules.specialEmail('zerg.pe');
    expect(errorsOf(rule, 'jperez@zerg.pe')).toEqual([]);
    expect(errorsOf(rule, '1perez@zerg.pe')).toEqual([
      'Must start with a letter and have 5 to 30 characters before @zerg.pe',
    ]);
    expect(errorsOf(rule, 'jpe@zerg.pe')).toHaveLength(1);
    expect(errorsOf(rule, `j${'a'.repeat(30)}@zerg.pe`)).toHaveLength(1);
    expect(errorsOf(rule, 'jperez@gmail.com')).toHaveLength(1);
    expect(errorsOf(rule, 'jperez@zergXpe')).toHaveLength(1);
  });

  it('truthy', () => {
    expect(errorsOf(rules.truthy(), false)).toEqual(['This must be accepted']);
    expect(errorsOf(rules.truthy(), true)).toEqual([]);
  });

  it('tracking number: 19 characters, "Incorrect Track Number"', () => {
    expect(errorsOf(rules.trackingNumber(), '123')).toEqual(['Incorrect Track Number']);
    expect(errorsOf(rules.trackingNumber(), '1234567890123456789')).toEqual([]);
  });

  it('not-overflow: at most the balance', () => {
    expect(errorsOf(rules.notOverflow(150.5), 150.51)).toEqual([
      'The value cannot exceed the balance of 150.50',
    ]);
    expect(errorsOf(rules.notOverflow(150.5), 150.5)).toEqual([]);
  });

  it('DNI, RUC and CCI', () => {
    expect(errorsOf(rules.dni(), '1234567')).toEqual(['The DNI must have 8 digits']);
    expect(errorsOf(rules.ruc(), '20512333798')).toEqual(['The RUC is not valid']);
    expect(errorsOf(rules.cci(), '0021')).toEqual(['The CCI must have 20 digits']);
  });

  it('renders every message in all five languages', () => {
    for (const lang of ['es', 'en', 'fr', 'de', 'pt'] as const) {
      const text = translateMessage(lang, 'validation.notOverflow|{"balance":"10.00"}');
      expect(text).toContain('10.00');
      expect(text).not.toContain('{{');
    }
  });
});

describe('Peruvian identifiers', () => {
  it('DNI has 8 digits', () => {
    expect(isDni('41234567')).toBe(true);
    expect(isDni('4123456')).toBe(false);
    expect(isDni('4123456a')).toBe(false);
  });

  it('RUC checks prefix and check digit', () => {
    expect(isRuc('20131312955')).toBe(true);
    expect(isRuc('20512333798')).toBe(false);
    expect(isRuc('30131312955')).toBe(false);
    expect(isRuc('2013131295')).toBe(false);
  });

  it('CCI has 20 digits; its check digits only warn', () => {
    expect(isCci('00219400123456789012')).toBe(true);
    expect(isCci('0021940012345678901')).toBe(false);
    expect(typeof cciCheckDigitsLookRight('00219400123456789012')).toBe('boolean');
    expect(cciCheckDigitsLookRight('123')).toBe(false);
  });
});

describe('the shared date field', () => {
  it('refuses days the calendar does not have, which PostgreSQL would refuse with a 500', () => {
    for (const impossible of [
      '2023-02-30',
      '2023-02-29',
      '2024-04-31',
      '2023-13-01',
      '2023-00-10',
      '0000-01-01',
    ])
      expect(errorsOf(ZDate, impossible), impossible).toEqual(['Must be a valid date']);
    for (const real of ['2024-02-29', '2023-12-31', '1999-01-01'])
      expect(errorsOf(ZDate, real), real).toEqual([]);
  });
});
