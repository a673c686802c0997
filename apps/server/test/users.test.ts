import { OPTION_SEARCH_LIMIT } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
let admin: ReturnType<typeof client>;
let adminId: number;

const newUser = (over: Record<string, unknown> = {}) => ({
  email: 'nuevo.usuario@zerg.pe',
  fullName: 'Nuevo Usuario',
  password: 'Nuevo123!',
  passwordConfirmation: 'Nuevo123!',
  roleId: 3,
  campusId: 2,
  employeeId: 10,
  isCeo: false,
  isActive: true,
  language: 'pt',
  modules: [4, 2],
  sections: [31, 32, 28],
  ...over,
});

beforeAll(async () => {
  const session = await login(ctx, DEMO.admin);
  admin = client(ctx, session.accessToken);
  adminId = session.userData.id;
});

describe('POST /api/user/list', () => {
  it('pages, with the total of all matching rows', async () => {
    const res = await admin.post('/api/user/list', { page: 1, perPage: 2, sortBy: 'email' });
    expect(res.status).toBe(200);
    const body = res.body as { data: { email: string }[]; total: number };
    expect(body.total).toBe(9);
    expect(body.data.map((u) => u.email)).toEqual(['admin@zerg.pe', 'conductor@zerg.pe']);
    const page3 = (await admin.post('/api/user/list', { page: 3, perPage: 2, sortBy: 'email' }))
      .body as typeof body;
    expect(page3.data.map((u) => u.email)).toEqual(['operaciones@zerg.pe', 'planillas@zerg.pe']);
    // Past the last page the total still counts every match (a window count would say 0).
    const past = (await admin.post('/api/user/list', { page: 9, perPage: 2 })).body as typeof body;
    expect(past).toEqual({ data: [], total: 9 });
  });

  it('searches by name or email, filters by role, campus, module and status, and sorts both ways', async () => {
    const search = (await admin.post('/api/user/list', { q: 'flores' })).body as {
      data: { email: string }[];
    };
    expect(search.data.map((u) => u.email)).toEqual(['rrhh@zerg.pe']);
    const role = (await admin.post('/api/user/list', { filters: { roleId: 1 } })).body as { total: number };
    expect(role.total).toBe(2);
    const campus = (await admin.post('/api/user/list', { filters: { campusId: 2 } })).body as {
      data: { email: string }[];
    };
    expect(campus.data.map((u) => u.email)).toEqual(['conductor@zerg.pe']);
    const mod = (await admin.post('/api/user/list', { filters: { moduleId: 11 } })).body as {
      data: { email: string }[];
    };
    expect(mod.data.map((u) => u.email).sort()).toEqual([
      'admin@zerg.pe',
      'conductor@zerg.pe',
      'gerencia@zerg.pe',
    ]);
    const inactive = (await admin.post('/api/user/list', { filters: { status: 'inactive' } })).body as {
      total: number;
    };
    expect(inactive.total).toBe(0);
    const desc = (await admin.post('/api/user/list', { sortBy: 'email', sortDesc: true })).body as {
      data: { email: string }[];
    };
    expect(desc.data[0]?.email).toBe('tesoreria@zerg.pe');
  });

  it('treats search text literally', async () => {
    const res = (await admin.post('/api/user/list', { q: '%' })).body as { total: number };
    expect(res.total).toBe(0);
  });

  it('refuses a page size over the limit with the field named', async () => {
    const res = await admin.post('/api/user/list', { perPage: 5000 });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { errors: object }).errors)).toEqual(['perPage']);
  });
});

describe('register and edit', () => {
  let createdId = 0;

  it('registers a user with every field and writes an audit entry', async () => {
    const res = await admin.post('/api/user/register', newUser());
    expect(res.status).toBe(200);
    const user = res.body as Record<string, unknown> & { id: number };
    createdId = user.id;
    expect(user).toMatchObject({
      email: 'nuevo.usuario@zerg.pe',
      fullName: 'Nuevo Usuario',
      roleId: 3,
      campusId: 2,
      employeeId: 10,
      language: 'pt',
      isActive: true,
      modules: [2, 4],
      sections: [28, 31, 32],
    });
    const audit = await ctx.database.db.execute<{
      action: string;
      after: Record<string, unknown>;
      user_id: number;
    }>(
      sql`select action, after, user_id from audit_log where entity = 'user' and entity_id = ${String(createdId)}`,
    );
    expect(audit.rows[0]).toMatchObject({ action: 'create', user_id: adminId });
    expect(audit.rows[0]?.after).not.toHaveProperty('password');
    const signIn = await client(ctx).post('/api/login', {
      email: 'nuevo.usuario@zerg.pe',
      password: 'Nuevo123!',
    });
    expect(signIn.status).toBe(200);
  });

  it('answers 409 with the email field for a duplicate email, whatever its case', async () => {
    const res = await admin.post('/api/user/register', newUser({ email: 'NUEVO.usuario@ZERG.pe' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'EMAIL_ALREADY_REGISTERED',
      message: 'Email is already registered',
      errors: { email: ['Email is already registered'] },
    });
  });

  it('names every bad field', async () => {
    const res = await admin.post(
      '/api/user/register',
      newUser({ email: 'x', fullName: '   ', password: 'short', modules: [] }),
    );
    expect(res.status).toBe(400);
    const errors = (res.body as { errors: Record<string, string[]> }).errors;
    expect(errors.email).toEqual(['Must be a valid email']);
    expect(errors.fullName).toEqual(['This field is required']);
    expect(errors.password?.[0]).toMatch(/at least 8 characters/);
    expect(errors.modules).toEqual(['Select at least one item']);
  });

  it('module-required: a module 0 (the "choose a module" option) or past the last one is named on its item', async () => {
    const res = await admin.post('/api/user/register', newUser({ modules: [4, 0, 13] }));
    expect(res.status).toBe(400);
    expect((res.body as { errors: Record<string, string[]> }).errors).toEqual({
      'modules.1': ['Select a module'],
      'modules.2': ['Select a module'],
    });
  });

  it('refuses unknown roles and sections outside the chosen modules', async () => {
    const res = await admin.post(
      '/api/user/register',
      newUser({ email: 'otro@zerg.pe', roleId: 999, sections: [31, 8] }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { errors: object }).errors).sort()).toEqual(['roleId', 'sections']);
  });

  it('edits a user, keeping the password when none is given', async () => {
    const edit = (await admin.post('/api/user/get-user-edit', { id: createdId })).body as Record<
      string,
      unknown
    >;
    const res = await admin.post('/api/user/update-user', {
      ...edit,
      fullName: 'Nombre Cambiado',
      sections: [31],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fullName: 'Nombre Cambiado', sections: [31] });
    expect(
      (await client(ctx).post('/api/login', { email: 'nuevo.usuario@zerg.pe', password: 'Nuevo123!' }))
        .status,
    ).toBe(200);
    const audit = await ctx.database.db.execute<{
      before: { fullName: string };
      after: { fullName: string };
    }>(
      sql`select before, after from audit_log where entity = 'user' and action = 'update' and entity_id = ${String(createdId)}`,
    );
    expect(audit.rows[0]?.before.fullName).toBe('Nuevo Usuario');
    expect(audit.rows[0]?.after.fullName).toBe('Nombre Cambiado');
  });

  it('changes the password when a new one is given, and signs the user out elsewhere', async () => {
    const session = await login(ctx, { email: 'nuevo.usuario@zerg.pe', password: 'Nuevo123!' });
    const edit = (await admin.post('/api/user/get-user-edit', { id: createdId })).body as Record<
      string,
      unknown
    >;
    const res = await admin.post('/api/user/update-user', {
      ...edit,
      password: 'Cambio123!',
      passwordConfirmation: 'Cambio123!',
    });
    expect(res.status).toBe(200);
    expect((await client(ctx, session.accessToken).post('/api/user/get-profile-user')).status).toBe(401);
    expect(
      (await client(ctx).post('/api/login', { email: 'nuevo.usuario@zerg.pe', password: 'Cambio123!' }))
        .status,
    ).toBe(200);
  });

  it('refuses another user’s email on edit', async () => {
    const edit = (await admin.post('/api/user/get-user-edit', { id: createdId })).body as Record<
      string,
      unknown
    >;
    const res = await admin.post('/api/user/update-user', { ...edit, email: 'rrhh@zerg.pe' });
    expect(res.status).toBe(409);
  });

  it('does not let users remove their own access to the users module', async () => {
    const edit = (await admin.post('/api/user/get-user-edit', { id: adminId })).body as Record<
      string,
      unknown
    >;
    for (const change of [
      { sections: [2], modules: [1, 2] },
      { modules: [2], sections: [2] },
      { isActive: false },
    ]) {
      const res = await admin.post('/api/user/update-user', { ...edit, ...change });
      expect(res.status).toBe(409);
      expect((res.body as { code: string }).code).toBe('CANNOT_REMOVE_OWN_ACCESS');
    }
  });
});

describe('QR and export', () => {
  it('gives a QR identifying the user, as data URL and as a PNG download', async () => {
    const qr = await admin.post('/api/user/get-user-qr', { id: adminId });
    expect(qr.status).toBe(200);
    const body = qr.body as { payload: string; dataUrl: string };
    expect(body.payload).toMatch(new RegExp(`^ZERG-USER:${adminId}:[0-9a-f]{16}$`));
    expect(body.dataUrl).toMatch(/^data:image\/png;base64,/);
    const png = await admin.post('/api/user/download-qr', { id: adminId });
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toContain('qr-admin_zerg.pe.png');
    expect(png.raw.subarray(1, 4).toString()).toBe('PNG');
  });

  it('exports the filtered list to Excel with headers in the caller’s language', async () => {
    const res = await client(ctx, (await login(ctx, DEMO.admin)).accessToken, 'de').post('/api/user/export', {
      filters: { roleId: 1 },
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.name).toBe('Benutzer');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Vollständiger Name');
    expect(sheet?.rowCount).toBe(3);
  });

  it('writes the Excel timestamps in Lima time, not UTC', async () => {
    // 03:30 UTC on the 28th is 22:30 on the 27th in Lima: a UTC cell would read a day and five hours late.
    await ctx.database.pool.query(
      `update users set created_at = '2026-11-28T03:30:00Z' where email = 'admin@zerg.pe'`,
    );
    const res = await client(ctx, (await login(ctx, DEMO.admin)).accessToken).post('/api/user/export', {});
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const headers = (sheet?.getRow(1).values as unknown[]) ?? [];
    const column = headers.indexOf('Created');
    expect(column, JSON.stringify(headers)).toBeGreaterThan(0);
    let cell: unknown;
    sheet?.eachRow((row) => {
      if (row.getCell(2).value === 'admin@zerg.pe') cell = row.getCell(column).value;
    });
    expect(cell).toBeInstanceOf(Date);
    expect((cell as Date).toISOString()).toBe('2026-11-27T22:30:00.000Z');
  });
});

describe('profile', () => {
  it('reads and edits the own profile', async () => {
    const hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
    const profile = await hr.post('/api/user/get-profile-user');
    expect(profile.body).toMatchObject({
      email: 'rrhh@zerg.pe',
      roleName: 'Jefe de área',
      employeeName: 'María Elena Flores Huamán',
    });
    const res = await hr.post('/api/user/update-profile-user', {
      fullName: 'María Flores',
      phone: '(+51)987654321',
      language: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fullName: 'María Flores', phone: '(+51)987654321', language: 'en' });
  });

  it('changes the own password only with the current one', async () => {
    const session = await login(ctx, DEMO.treasury);
    const other = await login(ctx, DEMO.treasury);
    const api = client(ctx, session.accessToken);
    const wrong = await api.post('/api/user/change-password', {
      currentPassword: 'Nope1234!',
      password: 'Tesoro456!',
      passwordConfirmation: 'Tesoro456!',
    });
    expect(wrong.status).toBe(409);
    expect((wrong.body as { errors: object }).errors).toEqual({
      currentPassword: ['The current password is not correct'],
    });
    const ok = await api.post('/api/user/change-password', {
      currentPassword: DEMO.treasury.password,
      password: 'Tesoro456!',
      passwordConfirmation: 'Tesoro456!',
    });
    expect(ok.status).toBe(200);
    expect((await api.post('/api/user/get-profile-user')).status).toBe(200);
    expect((await client(ctx, other.accessToken).post('/api/user/get-profile-user')).status).toBe(401);
  });
});

describe('catalogues for the user form', () => {
  it('lists roles with their default modules and sections, campuses, modules and employees', async () => {
    const roles = (await admin.get('/api/role/list')).body as {
      name: string;
      modules: number[];
      sections: number[];
    }[];
    expect(roles.find((r) => r.name === 'Conductor')).toMatchObject({ modules: [11], sections: [16, 18] });
    const campuses = (await admin.get('/api/campus/list')).body as { name: string }[];
    expect(campuses).toHaveLength(5);
    const modules = (await admin.get('/api/module/list')).body as {
      id: number;
      sections: { id: number }[];
    }[];
    expect(modules).toHaveLength(12);
    expect(modules.find((m) => m.id === 10)?.sections.map((s) => s.id)).toEqual([6, 12, 5]);
    // The picker answers its first page, and a search finds anyone of the 150.
    const employees = (await admin.get('/api/rrhh/employee/list-select')).body as { fullName: string }[];
    expect(employees).toHaveLength(OPTION_SEARCH_LIMIT);
    const found = (await admin.get(`/api/rrhh/employee/list-select?q=${encodeURIComponent('chavez luis')}`))
      .body as { fullName: string }[];
    expect(found.map((e) => e.fullName)).toContain('Chávez Ramos, Luis Fernando');
  });

  it('keeps them from users without the section', async () => {
    const driver = client(ctx, (await login(ctx, DEMO.driver)).accessToken);
    expect((await driver.get('/api/role/list')).status).toBe(403);
    expect((await driver.get('/api/rrhh/employee/list-select')).status).toBe(403);
  });
});
