import { SECTION_IDS } from '@zerg/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { multipart, TINY_PNG } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
let admin: ReturnType<typeof client>;
let adminToken: string;

type Company = { id: number; ruc: string; name: string; isActive: boolean; hasLogo: boolean };
type Errors = { code: string; message: string; errors?: Record<string, string[]> };

const newCompany = (over: Record<string, unknown> = {}) => ({
  ruc: '20512345671',
  name: 'Transportes Rímac del Sur S.A.C.',
  tradeName: 'Rímac del Sur',
  address: 'Jr. Huallaga 320',
  districtCode: '150101',
  phone: '(01) 428-1100',
  email: 'Contacto@RimacSur.pe',
  ...over,
});

const auditRows = async (entity: string, entityId: number) =>
  (
    await ctx.database.pool.query<{ action: string }>(
      'select action from audit_log where entity = $1 and entity_id = $2 order by id',
      [entity, String(entityId)],
    )
  ).rows.map((r) => r.action);

beforeAll(async () => {
  const session = await login(ctx, DEMO.admin);
  adminToken = session.accessToken;
  admin = client(ctx, adminToken);
});

describe('companies', () => {
  it('lists the two demo companies with their employees, searches and filters', async () => {
    const res = await admin.post('/api/setting/company/list', { sortBy: 'ruc' });
    expect(res.status).toBe(200);
    const body = res.body as {
      data: (Company & { employeeCount: number; districtName: string })[];
      total: number;
    };
    expect(body.total).toBe(2);
    expect(body.data.map((c) => c.ruc)).toEqual(['20551938043', '20605187448']);
    expect(body.data.every((c) => c.employeeCount > 0)).toBe(true);
    expect(body.data[1]?.districtName).toBe('Ventanilla');
    const search = (await admin.post('/api/setting/company/list', { q: 'logíst' })).body as typeof body;
    expect(search.data.map((c) => c.ruc)).toEqual(['20605187448']);
    const inactive = (await admin.post('/api/setting/company/list', { filters: { status: 'inactive' } }))
      .body as typeof body;
    expect(inactive.total).toBe(0);
  });

  it('creates, edits, deactivates and activates a company, each with an audit entry', async () => {
    const created = await admin.post('/api/setting/company/create', newCompany());
    expect(created.status).toBe(200);
    const company = created.body as Company & { email: string; districtName: string };
    expect(company).toMatchObject({
      ruc: '20512345671',
      isActive: true,
      hasLogo: false,
      email: 'contacto@rimacsur.pe',
    });
    expect(company.districtName).toBe('Lima');

    const updated = await admin.post('/api/setting/company/update', {
      ...newCompany({ tradeName: 'Rímac Sur Express', email: '' }),
      id: company.id,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ tradeName: 'Rímac Sur Express', email: null });

    const off = await admin.post('/api/setting/company/set-active', { id: company.id, isActive: false });
    expect(off.body).toMatchObject({ isActive: false });
    const on = await admin.post('/api/setting/company/set-active', { id: company.id, isActive: true });
    expect(on.body).toMatchObject({ isActive: true });
    expect(await auditRows('company', company.id)).toEqual(['create', 'update', 'deactivate', 'activate']);

    // The employee job form's picker shows it, with its state.
    const picker = (await admin.post('/api/rrhh/employee/get-companies')).body as Company[];
    expect(picker.find((c) => c.id === company.id)).toMatchObject({ isActive: true });
  });

  it('refuses a duplicate RUC with 409 naming the field, on create and on edit', async () => {
    const dup = await admin.post('/api/setting/company/create', newCompany({ ruc: '20551938043' }));
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'COMPANY_ALREADY_REGISTERED', message: 'RUC already registered' });
    expect((dup.body as Errors).errors?.ruc).toBeDefined();
    const edit = await admin.post('/api/setting/company/update', {
      ...newCompany({ ruc: '20551938043' }),
      id: 2,
    });
    expect(edit.status).toBe(409);
  });

  it('refuses a bad RUC, a bad e-mail and an unknown district with 400 in the caller language', async () => {
    const bad = await client(ctx, adminToken, 'es').post(
      '/api/setting/company/create',
      newCompany({ ruc: '20512345670', email: 'no-es-correo' }),
    );
    expect(bad.status).toBe(400);
    const errors = (bad.body as Errors).errors ?? {};
    expect(errors.ruc).toEqual(['El RUC no es válido']);
    expect(errors.email).toBeDefined();
    const district = await admin.post('/api/setting/company/create', newCompany({ districtCode: '999999' }));
    expect(district.status).toBe(400);
    expect((district.body as Errors).errors?.districtCode).toBeDefined();
  });

  it('stores a logo as a re-encoded PNG, serves it, and refuses a non-image', async () => {
    const send = async (data: Buffer, name: string) => {
      const body = await multipart({ company_id: '1' }, { name, type: 'image/png', data });
      return ctx.app.inject({
        method: 'POST',
        url: '/api/setting/company/update-logo',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const ok = await send(TINY_PNG, 'logo.png');
    expect(ok.statusCode).toBe(200);
    const logo = await ctx.app.inject({
      method: 'GET',
      url: '/api/setting/company/logo/1',
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const fake = await send(Buffer.from('MZ not an image at all'), 'logo.png');
    expect(fake.statusCode).toBe(400);
    expect(await auditRows('company', 1)).toContain('update_logo');
  });

  it('exports the list to Excel', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/setting/company/export',
      headers: {
        authorization: `Bearer ${adminToken}`,
        'content-type': 'application/json',
        'accept-language': 'es',
      },
      payload: JSON.stringify({ sortBy: 'ruc' }),
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(2).value).toBe('Razón social');
    // The two demo companies and the one created above, sorted by RUC.
    expect(sheet?.getColumn(1).values.slice(2)).toEqual(['20512345671', '20551938043', '20605187448']);
  });

  it('answers 403 to a driver and to a user without the section', async () => {
    const driver = client(ctx, (await login(ctx, DEMO.driver)).accessToken);
    expect((await driver.post('/api/setting/company/list', {})).status).toBe(403);
    const other = await createTestUser(ctx, { sections: [SECTION_IDS.ROLES_AREAS] });
    const token = await sessionToken(ctx, other);
    expect((await client(ctx, token).post('/api/setting/company/create', newCompany())).status).toBe(403);
  });
});
