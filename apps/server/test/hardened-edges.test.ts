import { beforeAll, describe, expect, it } from 'vitest';
import { newEmployee } from './setup/employee-fixtures.ts';
import { client, DEMO, login, withoutRequestId } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
let hr: ReturnType<typeof client>;
let token: string;

type Errors = { code: string; errors?: Record<string, string[]> };

/** A raw JSON text as the body, for what `client` cannot send (null, a bare string). */
const rawPost = async (url: string, payload: string, contentType = 'application/json') => {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'accept-language': 'en' },
    payload,
  });
  return {
    status: res.statusCode,
    body: withoutRequestId(res.json(), res.headers['x-request-id']) as Errors,
  };
};

beforeAll(async () => {
  token = (await login(ctx, DEMO.hrChief)).accessToken;
  hr = client(ctx, token);
});

describe('an impossible calendar date', () => {
  let id = 0;

  beforeAll(async () => {
    const created = await hr.post(
      '/api/rrhh/employee/create-employee',
      newEmployee({ documentNumber: '70990011', bankAccounts: [] }),
    );
    expect(created.status).toBe(200);
    id = (created.body as { id: number }).id;
  });

  const cases: [string, string, () => Record<string, unknown>][] = [
    [
      'create-employee',
      'birthDate',
      () => newEmployee({ documentNumber: '70990012', birthDate: '2023-02-30' }),
    ],
    [
      'update-employee-job-detail',
      'startDate',
      () => ({ ...newEmployee().job, employee_id: id, startDate: '2023-02-30' }),
    ],
    [
      'update-employee-schedule',
      'effectiveFrom',
      () => ({ employee_id: id, effectiveFrom: '2023-02-30', days: [] }),
    ],
    [
      'register-employee-vacation',
      'startDate',
      () => ({ employee_id: id, serviceYear: 1, startDate: '2023-02-30', endDate: '2023-03-05' }),
    ],
    [
      'inactive-employee-by-id',
      'date',
      () => ({
        employee_id: id,
        date: '2023-02-30',
        cessationReason: 'resignation',
        reason: 'Renuncia voluntaria',
      }),
    ],
  ];

  it.each(cases)('%s answers 400 naming %s', async (route, field, body) => {
    const res = await hr.post(`/api/rrhh/employee/${route}`, body());
    expect(res.status).toBe(400);
    const errors = (res.body as Errors).errors ?? {};
    expect(errors[field] ?? errors[`job.${field}`]).toContain('Must be a valid date');
  });
});

describe('a body that is not an object', () => {
  for (const route of ['create-employee', 'update-employee-information']) {
    it.each([
      ['null', 'null'],
      ['an array', '[]'],
      ['a string', '"text"'],
      ['a number', '42'],
    ])(`${route} refuses %s with 400`, async (_, payload) => {
      const res = await rawPost(`/api/rrhh/employee/${route}`, payload);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    });
  }
});

describe('a too-large JSON body', () => {
  it('answers 413 BODY_TOO_LARGE, not a file error', async () => {
    const huge = JSON.stringify({ q: 'x'.repeat(2 * 1024 * 1024) });
    const res = await rawPost('/api/rrhh/employee/list', huge);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'BODY_TOO_LARGE', message: 'The request is too large' });
  });
});

describe('a value already held by another row', () => {
  it('answers 409 naming the bank account number, on create and on update', async () => {
    const account = newEmployee().bankAccounts?.[0];
    if (!account) throw new Error('the fixture has a bank account');
    const first = await hr.post(
      '/api/rrhh/employee/create-employee',
      newEmployee({
        documentNumber: '70990021',
        bankAccounts: [{ ...account, accountNumber: '19499900011122' }],
      }),
    );
    expect(first.status).toBe(200);

    const taken = await hr.post(
      '/api/rrhh/employee/create-employee',
      newEmployee({
        documentNumber: '70990022',
        bankAccounts: [{ ...account, accountNumber: '19499900011122' }],
      }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      code: 'ALREADY_REGISTERED',
      message: 'This value is already registered',
      errors: { accountNumber: ['Already registered'] },
    });

    const second = await hr.post(
      '/api/rrhh/employee/create-employee',
      newEmployee({ documentNumber: '70990023', bankAccounts: [] }),
    );
    const secondId = (second.body as { id: number }).id;
    const update = await hr.post('/api/rrhh/employee/update-employee-information', {
      ...newEmployee({ documentNumber: '70990023' }),
      employee_id: secondId,
      bankAccounts: [{ ...account, accountNumber: '19499900011122' }],
    });
    expect(update.status).toBe(409);
    expect((update.body as Errors).errors).toEqual({ accountNumber: ['Already registered'] });
  });
});
