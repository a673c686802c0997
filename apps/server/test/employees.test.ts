import { SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { newEmployee } from './setup/employee-fixtures.ts';
import { client, DEMO, login } from './setup/http.ts';
import { multipart, TINY_PDF, TINY_PNG } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
let hr: ReturnType<typeof client>;
let token: string;

type Errors = { code: string; errors?: Record<string, string[]> };

const upload = async (
  url: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) => {
  const body = await multipart(fields, file);
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as Errors & Record<string, unknown> };
};

beforeAll(async () => {
  token = (await login(ctx, DEMO.hrChief)).accessToken;
  hr = client(ctx, token);
});

describe('create-employee', () => {
  let id = 0;

  it('creates a record with every field, readable back as it was sent', async () => {
    const body = newEmployee();
    const res = await hr.post('/api/rrhh/employee/create-employee', body);
    expect(res.status).toBe(200);
    const created = res.body as { id: number; personalCode: string; warnings: object };
    id = created.id;
    expect(created.personalCode).toBe(`EMP-${String(id).padStart(6, '0')}`);
    expect(created.warnings).toEqual({});

    const info = (await hr.post('/api/rrhh/employee/get-employee-information', { employee_id: id }))
      .body as Record<string, unknown>;
    const { job, bankAccounts, children, emergencyContacts, studies, workExperience, ...personal } = body;
    expect(info).toMatchObject({
      ...personal,
      fullName: 'Valeria Sofía Cárdenas Ríos',
      districtName: 'Santiago de Surco',
      provinceName: 'Lima',
      departmentName: 'Lima',
    });
    expect(info.children).toMatchObject(children ?? []);
    expect(info.emergencyContacts).toMatchObject(emergencyContacts ?? []);
    expect(info.studies).toMatchObject(studies ?? []);
    expect(info.workExperience).toMatchObject(workExperience ?? []);
    expect(info.bankAccounts).toMatchObject([
      { ...bankAccounts?.[0], bankName: 'Banco de Crédito del Perú', isActive: true },
    ]);

    const details = (await hr.post('/api/rrhh/employee/get-jobdetails-information', { employee_id: id }))
      .body;
    expect(details).toMatchObject({
      ...job,
      areaName: 'Recursos Humanos',
      positionName: 'Analista de Planillas',
      chiefName: 'María Elena Flores Huamán',
    });
    const audit = await ctx.database.db.execute(
      sql`select 1 from audit_log where entity = 'employee' and action = 'create' and entity_id = ${String(id)}`,
    );
    expect(audit.rows).toHaveLength(1);
  });

  it('answers 409 "Document number is already registered" for a duplicate document', async () => {
    const res = await hr.post(
      '/api/rrhh/employee/create-employee',
      newEmployee({ personalEmail: 'otra@correo.pe' }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'DOCUMENT_ALREADY_REGISTERED',
      message: 'Document number is already registered',
      errors: { documentNumber: ['Document number is already registered'] },
    });
  });

  it('refuses a bad DNI, RUC, CCI, e-mail and mobile, naming each field', async () => {
    const dni = await hr.post(
      '/api/rrhh/employee/create-employee',
      newEmployee({ documentNumber: '1234567' }),
    );
    expect((dni.body as Errors).errors?.documentNumber).toEqual(['The DNI must have 8 digits']);
    const ruc = await hr.post(
      '/api/rrhh/employee/create-employee',
      newEmployee({ documentType: '06', documentNumber: '20512333798' }),
    );
    expect((ruc.body as Errors).errors?.documentNumber).toEqual(['The RUC is not valid']);
    const bad = await hr.post(
      '/api/rrhh/employee/create-employee',
      newEmployee({
        documentNumber: '70999888',
        personalEmail: 'not-an-email',
        mobilePhone: '98765',
        bankAccounts: [
          { bank: '002', accountType: 'salary', accountNumber: '123456', cci: '123', currency: 'PEN' },
        ],
      }),
    );
    expect(bad.status).toBe(400);
    expect((bad.body as Errors).errors).toEqual({
      personalEmail: ['Must be a valid email'],
      mobilePhone: ['The mobile number must have 9 digits after (+51); it has 5'],
      'bankAccounts.0.cci': ['The CCI must have 20 digits'],
    });
  });

  it('gives a new worker the standard week of their personal type from the start date; days before it are not employed', async () => {
    const base = newEmployee();
    const res = await hr.post(
      '/api/rrhh/employee/create-employee',
      newEmployee({
        documentNumber: '70999555',
        bankAccounts: [],
        job: { ...base.job, personalType: 'operations', startDate: '2026-02-10' },
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const hired = (res.body as { id: number }).id;
    const schedule = (await hr.post('/api/rrhh/employee/get-employee-schedule', { employee_id: hired }))
      .body as {
      current: { effectiveFrom: string; days: { weekday: number; entryTime: string | null }[] } | null;
    };
    expect(schedule.current?.effectiveFrom).toBe('2026-02-10');
    expect(schedule.current?.days.find((d) => d.weekday === 1)?.entryTime).toBe('06:00');

    const user = await createTestUser(ctx, { sections: [SECTION_IDS.DRIVER_ATTENDANCE], employeeId: hired });
    const me = client(ctx, await sessionToken(ctx, user));
    const month = await me.post('/api/rrhh/schedule/get-personal-working-days', { year: 2026, month: 2 });
    const days = (month.body as { days: { date: string; employed: boolean; schedule: unknown }[] }).days;
    expect(days.filter((d) => !d.employed).map((d) => d.date)).toEqual(
      Array.from({ length: 9 }, (_, i) => `2026-02-0${i + 1}`),
    );
    expect(days.find((d) => d.date === '2026-02-10')?.schedule).not.toBeNull();
    // The driver's phone reads the same: not employed before the start date.
    const driverMonth = await me.post('/api/driver/attendance/month', { year: 2026, month: 2 });
    const driverDays = (driverMonth.body as { days: { date: string; employed: boolean }[] }).days;
    expect(driverDays.filter((d) => !d.employed)).toHaveLength(9);
    expect(driverDays.find((d) => d.date === '2026-02-10')?.employed).toBe(true);
  });

  it("refuses a CCI that opens with another bank's code, naming the account's cci", async () => {
    const res = await hr.post(
      '/api/rrhh/employee/create-employee',
      newEmployee({
        documentNumber: '70999666',
        bankAccounts: [
          {
            bank: '002',
            accountType: 'salary',
            accountNumber: '2003001234567',
            cci: '00320000300123456731',
            currency: 'PEN',
          },
        ],
      }),
    );
    expect(res.status).toBe(400);
    expect((res.body as Errors).errors).toEqual({
      'bankAccounts.0.cci': ["The CCI starts with 003, another bank's code: this bank's code is 002"],
    });
  });

  it('saves a CCI whose check digits look wrong, with a warning', async () => {
    const res = await hr.post(
      '/api/rrhh/employee/create-employee',
      newEmployee({
        documentNumber: '70999777',
        bankAccounts: [
          {
            bank: '011',
            accountType: 'salary',
            accountNumber: '0011012345',
            cci: '01100000001101234599',
            currency: 'PEN',
          },
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect((res.body as { warnings: object }).warnings).toEqual({
      'bankAccounts.0.cci': ['The CCI check digits look wrong; please verify it'],
    });
  });

  it('refuses a position of another area, an unknown district and a fixed-term contract without end', async () => {
    const res = await hr.post(
      '/api/rrhh/employee/create-employee',
      newEmployee({
        documentNumber: '70999666',
        districtUbigeo: '999999',
        job: { ...newEmployee().job, positionId: 1, contractType: 'fixed_term' },
      }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as Errors).errors ?? {}).sort()).toEqual(['job.contractEndDate']);
    const refs = await hr.post(
      '/api/rrhh/employee/create-employee',
      newEmployee({
        documentNumber: '70999666',
        districtUbigeo: '999999',
        job: { ...newEmployee().job, positionId: 1 },
      }),
    );
    expect(Object.keys((refs.body as Errors).errors ?? {}).sort()).toEqual([
      'districtUbigeo',
      'job.positionId',
    ]);
  });

  it('keeps every salary in the history when the job changes', async () => {
    const job = (await hr.post('/api/rrhh/employee/get-jobdetails-information', { employee_id: id }))
      .body as Record<string, unknown>;
    const update = (salary: string, reason: string) =>
      hr.post('/api/rrhh/employee/update-employee-job-detail', {
        ...newEmployee().job,
        employee_id: id,
        salary,
        salaryChangeReason: reason,
      });
    expect((await update('4500.00', 'Aumento anual')).status).toBe(200);
    expect((await update('4500.00', 'Sin cambio')).status).toBe(200);
    expect((await update('5000.50', 'Promoción')).status).toBe(200);
    const history = (await hr.post('/api/rrhh/employee/get-historial-sueldos', { employee_id: id })).body as {
      oldSalary: string | null;
      newSalary: string;
      reason: string;
    }[];
    expect(job.salary).toBe('4200.00');
    expect(history.map((h) => [h.oldSalary, h.newSalary, h.reason])).toEqual([
      ['4500.00', '5000.50', 'Promoción'],
      ['4200.00', '4500.00', 'Aumento anual'],
      [null, '4200.00', 'Ingreso'],
    ]);
  });

  it('updates personal data and adds bank accounts without losing the old ones', async () => {
    const info = (await hr.post('/api/rrhh/employee/get-employee-information', { employee_id: id })).body as {
      bankAccounts: { id: number }[];
    };
    const res = await hr.post('/api/rrhh/employee/update-employee-information', {
      ...newEmployee(),
      employee_id: id,
      address: 'Calle Las Begonias 450',
      children: [],
      bankAccounts: [
        {
          bank: '003',
          accountType: 'cts',
          accountNumber: '2003001234567',
          cci: '00320000300123456731',
          currency: 'PEN',
        },
      ],
    });
    expect(res.status).toBe(200);
    const after = (await hr.post('/api/rrhh/employee/get-employee-information', { employee_id: id }))
      .body as {
      address: string;
      children: unknown[];
      bankAccounts: { id: number; isActive: boolean }[];
    };
    expect(after.address).toBe('Calle Las Begonias 450');
    expect(after.children).toEqual([]);
    expect(after.bankAccounts).toHaveLength(2);
    const first = info.bankAccounts[0]?.id;
    const toggled = await hr.post('/api/rrhh/employee-bank-account/change-status-bank-account', {
      bank_account_id: first,
    });
    expect(toggled.body).toEqual({ id: first, isActive: false });
  });

  it('inactivates and reactivates with a reason, and refuses the same change twice', async () => {
    const body = {
      employee_id: id,
      date: '2026-11-30',
      cessationReason: 'resignation',
      reason: 'Renuncia voluntaria',
    };
    expect((await hr.post('/api/rrhh/employee/inactive-employee-by-id', body)).status).toBe(200);
    const again = await hr.post('/api/rrhh/employee/inactive-employee-by-id', body);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'INVALID_CHANGE', message: 'INVALID CHANGE' });
    const list = (await hr.post('/api/rrhh/employee/list', { q: '70112233' })).body as { total: number };
    expect(list.total).toBe(0);
    const inactive = (
      await hr.post('/api/rrhh/employee/list', { q: '70112233', filters: { status: 'inactive' } })
    ).body as {
      data: { id: number; isActive: boolean }[];
    };
    expect(inactive.data).toEqual([expect.objectContaining({ id, isActive: false })]);
    const info = (await hr.post('/api/rrhh/employee/get-employee-information', { employee_id: id })).body;
    expect(info).toMatchObject({
      isActive: false,
      inactiveSince: '2026-11-30',
      inactiveReason: 'Renuncia voluntaria',
    });
    expect(
      (await hr.post('/api/rrhh/employee/active-employee-by-id', { employee_id: id, date: '2026-12-15' }))
        .status,
    ).toBe(200);
  });

  it('reads the current attendance code without replacing it, 404 before there is one', async () => {
    expect((await hr.post('/api/rrhh/employee/get-code-attendance', { employee_id: id })).status).toBe(404);
  });

  it('generates a unique attendance code with its QR', async () => {
    const res = (await hr.post('/api/rrhh/employee/generate-code-attendance', { employee_id: id })).body as {
      code: string;
      qrDataUrl: string;
    };
    expect(res.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(res.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const found = (await hr.post('/api/rrhh/employee/list', { q: res.code.toLowerCase() })).body as {
      data: { id: number }[];
    };
    expect(found.data.map((e) => e.id)).toEqual([id]);
  });

  it('renders the record sheet as a PDF holding the name and document', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/rrhh/employee/generate-worksheet-pdf',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': 'es',
      },
      payload: JSON.stringify({ employee_id: id }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await getDocument({ data: new Uint8Array(res.rawPayload) }).promise;
    const page = await pdf.getPage(1);
    const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
    expect(text).toContain('Ficha del trabajador');
    expect(text).toContain('Valeria Sofía Cárdenas Ríos');
    expect(text).toContain('70112233');
  });
});

describe('photo and files', () => {
  it('accepts a real image as photo and serves it', async () => {
    const res = await upload(
      '/api/rrhh/employee/update-photo',
      { employee_id: '10' },
      { name: 'me.png', type: 'image/png', data: TINY_PNG },
    );
    expect(res.status).toBe(200);
    const photo = await ctx.app.inject({
      method: 'GET',
      url: '/api/rrhh/employee/photo/10',
      headers: { authorization: `Bearer ${token}` },
    });
    // Stored re-encoded (image-upload.test.ts): a JPEG, whatever came in.
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.rawPayload.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
  });

  it('refuses a non-image renamed .jpg and an oversize photo', async () => {
    const fake = await upload(
      '/api/rrhh/employee/update-photo',
      { employee_id: '10' },
      { name: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('MZ this is an executable, not a photo') },
    );
    expect(fake.status).toBe(400);
    expect(fake.body.code).toBe('UNSUPPORTED_FILE_TYPE');
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const oversize = await upload(
      '/api/rrhh/employee/update-photo',
      { employee_id: '10' },
      { name: 'big.png', type: 'image/png', data: big },
    );
    expect(oversize.status).toBe(413);
    expect(oversize.body.code).toBe('FILE_TOO_LARGE');
  });

  it('uploads, lists, downloads and deletes a document', async () => {
    const res = await upload(
      '/api/rrhh/employee/upload-file',
      { employee_id: '10', kind: 'contract' },
      { name: 'contrato año 2026.pdf', type: 'application/pdf', data: TINY_PDF },
    );
    expect(res.status).toBe(200);
    const file = res.body as unknown as { id: number; kind: string; mimeType: string };
    expect(file).toMatchObject({ kind: 'contract', mimeType: 'application/pdf' });
    const list = (await hr.post('/api/rrhh/employee/list-files', { employee_id: 10 })).body as {
      id: number;
    }[];
    expect(list.map((f) => f.id)).toContain(file.id);
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/rrhh/employee/file/${file.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="contrato ano 2026.pdf"; filename*=UTF-8''contrato%20a%C3%B1o%202026.pdf`,
    );
    expect(download.rawPayload.equals(TINY_PDF)).toBe(true);
    expect((await hr.post('/api/rrhh/employee/delete-file', { file_id: file.id })).status).toBe(200);
    const after = (await hr.post('/api/rrhh/employee/list-files', { employee_id: 10 })).body as {
      id: number;
    }[];
    expect(after.map((f) => f.id)).not.toContain(file.id);
  });

  it('refuses a file kind outside the list and a type outside PDF, image and office', async () => {
    const kind = await upload(
      '/api/rrhh/employee/upload-file',
      { employee_id: '10', kind: 'song' },
      { name: 'a.pdf', type: 'application/pdf', data: TINY_PDF },
    );
    expect(kind.status).toBe(400);
    const text = await upload(
      '/api/rrhh/employee/upload-file',
      { employee_id: '10', kind: 'other' },
      { name: 'a.txt', type: 'text/plain', data: Buffer.from('hola') },
    );
    expect(text.body.code).toBe('UNSUPPORTED_FILE_TYPE');
  });
});

describe('a chief sees only their own area', () => {
  let chief: ReturnType<typeof client>;

  beforeAll(async () => {
    const admin = client(ctx, (await login(ctx, DEMO.admin)).accessToken);
    // Employee 3 works in Operaciones (area 3); as an area chief (role 2) they see that area only.
    const res = await admin.post('/api/user/register', {
      email: 'jefe.operaciones@zerg.pe',
      fullName: 'Jorge Luis Rojas Vargas',
      password: 'Jefe1234!',
      passwordConfirmation: 'Jefe1234!',
      roleId: 2,
      campusId: 1,
      employeeId: 3,
      modules: [9],
      sections: [8],
    });
    expect(res.status).toBe(200);
    chief = client(
      ctx,
      (await login(ctx, { email: 'jefe.operaciones@zerg.pe', password: 'Jefe1234!' })).accessToken,
    );
  });

  it('lists only employees of the area', async () => {
    const list = (await chief.post('/api/rrhh/employee/list', { perPage: 500 })).body as {
      data: { areaId: number }[];
      total: number;
    };
    expect(list.total).toBeGreaterThan(0);
    expect(new Set(list.data.map((e) => e.areaId))).toEqual(new Set([3]));
  });

  it("answers another area's employee as unknown (404), 200 on their own", async () => {
    const other = await chief.post('/api/rrhh/employee/get-employee-information', { employee_id: 2 });
    const unknown = await chief.post('/api/rrhh/employee/get-employee-information', { employee_id: 999_999 });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
    expect(other.body).toEqual(unknown.body);
    expect((await chief.post('/api/rrhh/employee/get-employee-information', { employee_id: 3 })).status).toBe(
      200,
    );
    expect(
      (
        await chief.post('/api/rrhh/employee/update-employee-schedule', {
          employee_id: 2,
          effectiveFrom: '2027-01-01',
          days: [],
        })
      ).status,
    ).toBe(400);
  });

  it("cannot upload a file or a photo to another area's employee", async () => {
    const chiefToken = (await login(ctx, { email: 'jefe.operaciones@zerg.pe', password: 'Jefe1234!' }))
      .accessToken;
    for (const [url, fields] of [
      ['/api/rrhh/employee/upload-file', { employee_id: '2', kind: 'contract' }],
      ['/api/rrhh/employee/update-photo', { employee_id: '2' }],
    ] as const) {
      const body = await multipart(fields, { name: 'x.png', type: 'image/png', data: TINY_PNG });
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${chiefToken}`, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('cannot create someone in another area', async () => {
    const res = await chief.post(
      '/api/rrhh/employee/create-employee',
      newEmployee({ documentNumber: '70555444' }),
    );
    expect(res.status).toBe(403);
  });
});

describe('own record through the profile', () => {
  it('lets an employee read their own record but nobody else’s', async () => {
    const driver = client(ctx, (await login(ctx, DEMO.driver)).accessToken);
    expect(
      (await driver.post('/api/rrhh/employee/get-employee-information', { employee_id: 5 })).status,
    ).toBe(200);
    expect((await driver.post('/api/rrhh/employee/get-employee-vacations', { employee_id: 5 })).status).toBe(
      200,
    );
    expect(
      (await driver.post('/api/rrhh/employee/get-employee-information', { employee_id: 6 })).status,
    ).toBe(404);
    expect((await driver.post('/api/rrhh/employee/list', {})).status).toBe(403);
  });
});
