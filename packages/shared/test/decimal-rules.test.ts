import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LANGUAGES } from '../src/i18n.ts';
import { ZVehicleCreateBody } from '../src/schemas/fleet.ts';
import { ZMoneyAmount } from '../src/schemas/money.ts';
import { ZServiceOrderCreateBody } from '../src/schemas/operations.ts';
import { ZPositiveMoney } from '../src/schemas/requests/request-fields.ts';
import { ZMoney } from '../src/schemas/rrhh/fields.ts';
import { decimalText, moneyText } from '../src/validation/decimal.ts';
import { translateMessage } from '../src/validation/translate.ts';

type Lang = (typeof LANGUAGES)[number];

const errorsOf = (schema: z.ZodType, value: unknown, lang: Lang = 'en') => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => translateMessage(lang, i.message));
};

/** The messages a whole body gives on one field. */
const fieldErrors = (schema: z.ZodType, body: unknown, field: string, lang: Lang = 'en') => {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues
    .filter((i) => i.path.join('.') === field)
    .map((i) => translateMessage(lang, i.message));
};

describe('decimal strings say which rule they break', () => {
  const weight = decimalText({ integers: 7, scale: 2 });

  it('a negative weight cannot be negative; it is not a decimals problem', () => {
    expect(errorsOf(weight, '-5', 'es')).toEqual(['No puede ser negativo']);
    expect(errorsOf(weight, -5)).toEqual(['Cannot be negative']);
    expect(errorsOf(weight, '-5.123')).toEqual(['Cannot be negative']);
  });

  it('too many decimals names the scale, filled in every language', () => {
    expect(errorsOf(weight, '1.234', 'es')).toEqual(['Debe ser un número con hasta 2 decimales']);
    for (const lang of LANGUAGES) {
      const [message] = errorsOf(decimalText({ integers: 3, scale: 4 }), '1.23456', lang);
      expect(message, lang).toContain('4');
      expect(message, lang).not.toContain('{{');
    }
  });

  it('not a number, too large and empty each have their own message', () => {
    expect(errorsOf(weight, '12a')).toEqual(['Must be a number']);
    expect(errorsOf(weight, '12345678')).toEqual(['Must be at most 9999999.99']);
    expect(errorsOf(weight, '')).toEqual(['This field is required']);
    expect(errorsOf(weight, '0001234567.5')).toEqual([]);
  });

  it('tidies what it accepts', () => {
    expect(weight.parse('-0')).toBe('0');
    expect(weight.parse('.5')).toBe('0.5');
    expect(weight.parse('5.')).toBe('5');
    expect(weight.parse(' 12.5 ')).toBe('12.5');
  });

  it('a negative amount is refused as negative, not as "up to 2 decimals"', () => {
    expect(errorsOf(moneyText(), '-2500', 'es')).toEqual(['El monto no puede ser negativo']);
    expect(errorsOf(ZMoneyAmount, '-1', 'de')).toEqual(['Der Betrag darf nicht negativ sein']);
    expect(errorsOf(ZMoney, '-2500.00', 'fr')).toEqual(['Le montant ne peut pas être négatif']);
    expect(errorsOf(ZMoneyAmount, '10.555', 'es')).toEqual(['Debe ser un monto con hasta 2 decimales']);
    expect(ZMoneyAmount.parse('80')).toBe('80.00');
    // An advance, a raise or a bonus must be above zero: a negative one is told so.
    expect(errorsOf(ZPositiveMoney, '-5', 'es')).toEqual(['El monto debe ser mayor que 0.00']);
    expect(errorsOf(ZPositiveMoney, '0', 'en')).toEqual(['The amount must be greater than 0.00']);
    expect(errorsOf(ZPositiveMoney, '1.005', 'en')).toEqual(['Must be an amount with up to 2 decimals']);
    expect(ZPositiveMoney.parse('1500.5')).toBe('1500.50');
  });

  it("a vehicle's and a service order's weights give one message each", () => {
    expect(fieldErrors(ZVehicleCreateBody, { grossKg: '-5' }, 'grossKg', 'es')).toEqual([
      'No puede ser negativo',
    ]);
    expect(fieldErrors(ZServiceOrderCreateBody, { weightKg: '-5' }, 'weightKg', 'es')).toEqual([
      'No puede ser negativo',
    ]);
    expect(fieldErrors(ZVehicleCreateBody, {}, 'grossKg', 'es')).toEqual(['Este campo es requerido']);
  });
});
