import {
  rules,
  ZChangePasswordBody,
  ZEmployeePersonal,
  ZLoginBody,
  ZUpdateJobBody,
  ZUserRegisterBody,
  ZUserUpdateBody,
  ZVehicleCreateBody,
} from '@zerg/shared';
import type { FormInstance, FormRule } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { withSharedTexts } from './shared-texts.test-support';
import { matchFieldRule, pathError, schemaError, zodPathRule, zodRule } from './zod-rule';

beforeAll(withSharedTexts);

type Validator = (rule: unknown, value: unknown) => Promise<void>;

const validatorOf = (rule: FormRule, form?: Partial<FormInstance>): Validator => {
  const object = typeof rule === 'function' ? rule(form as FormInstance) : rule;
  if (!object.validator) throw new Error('no validator');
  return object.validator as Validator;
};

describe('schemaError', () => {
  it('renders the shared message in the requested language', () => {
    expect(schemaError(ZLoginBody.shape.email, '', 'en')).toBe('This field is required');
    expect(schemaError(ZLoginBody.shape.email, 'nope', 'en')).toBe('Must be a valid email');
    expect(schemaError(ZLoginBody.shape.email, 'a@zerg.pe', 'en')).toBeNull();
    expect(schemaError(ZLoginBody.shape.email, '', 'es')).not.toBe('This field is required');
  });

  it('renders parameters', () => {
    expect(schemaError(rules.requiredText(5), 'abcdefg', 'en')).toBe('Must be at most 5 characters');
  });

  it('applies the special-password rule', () => {
    const schema = rules.specialPassword();
    expect(schemaError(schema, 'weak', 'en')).toMatch(/8 characters/);
    expect(schemaError(schema, 'Str0ng!Pass', 'en')).toBeNull();
  });

  it('validates the field schemas of the shared request bodies', () => {
    const shape = ZUserRegisterBody.shape;
    expect(schemaError(shape.roleId, undefined, 'en')).toBe('This field is required');
    expect(schemaError(shape.roleId, 3, 'en')).toBeNull();
    expect(schemaError(shape.modules, [], 'en')).toBe('Select at least one item');
    expect(schemaError(shape.employeeId, undefined, 'en')).toBeNull();
    expect(schemaError(ZUserUpdateBody.shape.password, '', 'en')).toBeNull();
    expect(schemaError(ZUserUpdateBody.shape.password, undefined, 'en')).toBeNull();
    expect(schemaError(ZUserUpdateBody.shape.password, 'weak', 'en')).not.toBeNull();
    expect(schemaError(ZChangePasswordBody.shape.currentPassword, '', 'en')).toBe('This field is required');
    expect(schemaError(ZLoginBody.shape.password, undefined, 'en')).toBe('This field is required');
    expect(schemaError(ZLoginBody.shape.email, undefined, 'en')).toBe('This field is required');
  });
});

describe('each rule its own message, filled, in every language', () => {
  const { grossKg } = ZVehicleCreateBody.shape;
  const salary = ZUpdateJobBody.shape.salary;

  it('a negative weight or salary is negative, not a decimals problem, and no placeholder leaks', () => {
    expect(schemaError(grossKg, '-5', 'es')).toBe('No puede ser negativo');
    expect(schemaError(grossKg, '1.234', 'es')).toBe('Debe ser un número con hasta 2 decimales');
    expect(schemaError(salary, '-2500', 'es')).toBe('El monto no puede ser negativo');
    for (const lang of ['es', 'en', 'fr', 'de', 'pt'] as const) {
      for (const [schema, value] of [
        [grossKg, '-5'],
        [grossKg, '1.234'],
        [grossKg, '99999999'],
        [salary, '-1'],
        [rules.mobile(), '(+51)9876543'],
      ] as const) {
        const message = schemaError(schema, value, lang);
        expect(message, `${lang} ${value}`).toBeTruthy();
        expect(message, `${lang} ${value}`).not.toMatch(/\{\{|\}\}|validation\./);
      }
    }
  });

  it('the mobile message counts digits, not the characters of the mask', () => {
    expect(schemaError(rules.mobile(), '(+51)98765432', 'es')).toBe(
      'El celular debe tener 9 dígitos después de (+51); tiene 8',
    );
  });
});

describe('zodRule', () => {
  it('resolves for valid values and rejects with the translated message', async () => {
    const validate = validatorOf(zodRule(ZLoginBody.shape.email, () => 'en'));
    await expect(validate({}, 'a@zerg.pe')).resolves.toBeUndefined();
    await expect(validate({}, 'x')).rejects.toThrow('Must be a valid email');
  });

  it('reads the language at validation time', async () => {
    let lang: 'en' | 'de' = 'en';
    const validate = validatorOf(zodRule(ZLoginBody.shape.email, () => lang));
    const english = await validate({}, '').catch((error: Error) => error.message);
    lang = 'de';
    const german = await validate({}, '').catch((error: Error) => error.message);
    expect(english).toBe('This field is required');
    expect(german).not.toBe(english);
  });
});

describe('matchFieldRule', () => {
  it('compares with the other field', async () => {
    const values: Record<string, unknown> = { password: 'Str0ng!Pass' };
    const validate = validatorOf(
      matchFieldRule('password', () => 'en'),
      {
        getFieldValue: (name: string) => values[name],
      },
    );
    await expect(validate({}, 'Str0ng!Pass')).resolves.toBeUndefined();
    await expect(validate({}, 'other')).rejects.toThrow('The passwords do not match');
    values.password = undefined;
    await expect(validate({}, '')).resolves.toBeUndefined();
  });
});

describe('zodPathRule', () => {
  const job = {
    employee_id: 1,
    campusId: 1,
    areaId: 2,
    positionId: 4,
    personalType: 'administrative',
    laborRegime: 'general',
    startDate: '2024-01-01',
    contractType: 'indefinite',
    salary: '2500.00',
    currency: 'PEN',
    pensionSystem: 'onp',
  };

  it('reports the cross-field issues of the shared body schema on the right field', () => {
    const afp = { ...job, pensionSystem: 'integra', contractType: 'fixed_term' };
    expect(pathError(ZUpdateJobBody, afp, ['cuspp'], undefined, 'en')).toBe(
      'The CUSPP must have 12 letters or digits',
    );
    expect(pathError(ZUpdateJobBody, afp, ['contractEndDate'], undefined, 'en')).toBe(
      'This field is required',
    );
    expect(pathError(ZUpdateJobBody, job, ['cuspp'], undefined, 'en')).toBeNull();
    expect(
      pathError(
        ZEmployeePersonal,
        { documentType: '01', documentNumber: '1234' },
        ['documentNumber'],
        '1234',
        'en',
      ),
    ).toBe('The DNI must have 8 digits');
  });

  it('reads the other fields from the form when validating', async () => {
    const values: Record<string, unknown> = { ...job, pensionSystem: 'prima', cuspp: 'abc' };
    const validate = validatorOf(
      zodPathRule(
        ZUpdateJobBody,
        ['cuspp'],
        (all) => all,
        () => 'en',
      ),
      { getFieldsValue: (() => values) as FormInstance['getFieldsValue'] },
    );
    await expect(validate({}, 'abc')).rejects.toThrow('The CUSPP must have 12 letters or digits');
    values.pensionSystem = 'onp';
    await expect(validate({}, 'abc')).resolves.toBeUndefined();
  });
});
