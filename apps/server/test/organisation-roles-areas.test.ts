import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
let admin: ReturnType<typeof client>;
let adminToken: string;

type Area = {
  id: number;
  name: string;
  isHr: boolean;
  isActive: boolean;
  chiefName: string | null;
  companyName: string | null;
  employeeCount: number;
};
type Role = {
  id: number;
  name: string;
  isActive: boolean;
  modules: number[];
  sections: number[];
  userCount: number;
};
type Errors = { code: string; message: string; errors?: Record<string, string[]> };

const auditRows = async (entity: string, entityId: number) =>
  (
    await ctx.database.pool.query<{ action: string }>(
      'select action from audit_log where entity = $1 and entity_id = $2 order by id',
      [entity, String(entityId)],
    )
  ).rows.map((r) => r.action);

beforeAll(async () => {
  adminToken = (await login(ctx, DEMO.admin)).accessToken;
  admin = client(ctx, adminToken);
});

describe('areas', () => {
  it('lists the demo areas with chief, company and headcount; searches, filters and sorts', async () => {
    const res = await admin.post('/api/setting/area/list', { sortBy: 'name' });
    expect(res.status).toBe(200);
    const body = res.body as { data: Area[]; total: number };
    expect(body.total).toBe(8);
    const hr = body.data.find((a) => a.name === 'Recursos Humanos');
    expect(hr).toMatchObject({
      isHr: true,
      chiefName: 'María Elena Flores Huamán',
      companyName: 'Zerg Transportes S.A.C.',
    });
    const taller = body.data.find((a) => a.name === 'Taller');
    expect(taller?.companyName).toBe('Zerg Servicios Logísticos S.A.C.');
    const onlyHr = (await admin.post('/api/setting/area/list', { filters: { isHr: true } }))
      .body as typeof body;
    expect(onlyHr.data.map((a) => a.name)).toEqual(['Recursos Humanos']);
    const byCompany = (await admin.post('/api/setting/area/list', { filters: { companyId: 2 } }))
      .body as typeof body;
    expect(byCompany.data.map((a) => a.name)).toEqual(['Taller']);
    const search = (await admin.post('/api/setting/area/list', { q: 'flores' })).body as typeof body;
    expect(search.data.map((a) => a.name)).toEqual(['Recursos Humanos']);
    const most = (await admin.post('/api/setting/area/list', { sortBy: 'employeeCount', sortDesc: true }))
      .body as typeof body;
    expect(most.data[0]?.name).toBe('Operaciones');
  });

  it('creates, edits, deactivates and reactivates an area, each audited', async () => {
    const created = await admin.post('/api/setting/area/create', {
      name: 'Almacén',
      chiefEmployeeId: 7,
      companyId: 2,
      isHr: false,
    });
    expect(created.status).toBe(200);
    const area = created.body as Area;
    expect(area).toMatchObject({
      name: 'Almacén',
      companyName: 'Zerg Servicios Logísticos S.A.C.',
      isActive: true,
    });
    const edited = await admin.post('/api/setting/area/update', {
      id: area.id,
      name: 'Almacén Central',
      chiefEmployeeId: null,
      companyId: 1,
      isHr: false,
    });
    expect(edited.body).toMatchObject({
      name: 'Almacén Central',
      chiefName: null,
      companyName: 'Zerg Transportes S.A.C.',
    });
    expect(
      (await admin.post('/api/setting/area/set-active', { id: area.id, isActive: false })).body,
    ).toMatchObject({
      isActive: false,
    });
    expect((await admin.post('/api/setting/area/set-active', { id: area.id, isActive: true })).status).toBe(
      200,
    );
    expect(await auditRows('area', area.id)).toEqual(['create', 'update', 'deactivate', 'activate']);
  });

  it('refuses a duplicate name (any case) with 409 AREA_ALREADY_REGISTERED', async () => {
    const res = await admin.post('/api/setting/area/create', { name: 'operaciones' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'AREA_ALREADY_REGISTERED', message: 'Area already registered' });
    expect((res.body as Errors).errors?.name).toBeDefined();
  });

  it('refuses an unknown chief or company with 400 naming the field', async () => {
    const res = await admin.post('/api/setting/area/create', {
      name: 'Nueva',
      chiefEmployeeId: 999999,
      companyId: 99,
    });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as Errors).errors ?? {}).sort()).toEqual(['chiefEmployeeId', 'companyId']);
  });

  it('refuses to deactivate an area that still has employees, naming how many', async () => {
    const { rows } = await ctx.database.pool.query<{ n: number }>(
      `select count(*)::int as n from employee_jobs j join employees e on e.id = j.employee_id
       where j.area_id = 3 and e.is_active`,
    );
    const count = rows[0]?.n ?? 0;
    expect(count).toBeGreaterThan(0);
    const res = await client(ctx, adminToken, 'es').post('/api/setting/area/set-active', {
      id: 3,
      isActive: false,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'AREA_IN_USE' });
    expect((res.body as Errors).message).toContain(
      `${count} ${count === 1 ? 'empleado activo' : 'empleados activos'}`,
    );
    expect((res.body as Errors).errors?.isActive?.[0]).toContain(String(count));
    expect(await auditRows('area', 3)).toEqual([]);
  });
});

describe('roles', () => {
  it('lists roles with their defaults and users, filters by module and status', async () => {
    const res = await admin.post('/api/setting/role/list', { sortBy: 'name' });
    const body = res.body as { data: Role[]; total: number };
    expect(body.total).toBe(8);
    expect(body.data.find((r) => r.name === 'Conductor')).toMatchObject({
      modules: [MODULE_IDS.DRIVER],
      userCount: 1,
    });
    const driverModule = (
      await admin.post('/api/setting/role/list', { filters: { moduleId: MODULE_IDS.DRIVER } })
    ).body as typeof body;
    expect(driverModule.data.map((r) => r.name)).toEqual(['Administrador', 'Conductor']);
  });

  it('creates a role with default sections, edits and deactivates it, each audited', async () => {
    const created = await admin.post('/api/setting/role/create', {
      name: 'Asistente de RR.HH.',
      modules: [MODULE_IDS.RRHH],
      sections: [SECTION_IDS.EMPLOYEES],
    });
    expect(created.status).toBe(200);
    const role = created.body as Role;
    expect(role).toMatchObject({
      modules: [MODULE_IDS.RRHH],
      sections: [SECTION_IDS.EMPLOYEES],
      userCount: 0,
    });
    const edited = await admin.post('/api/setting/role/update', {
      id: role.id,
      name: 'Asistente de Recursos Humanos',
      modules: [MODULE_IDS.RRHH, MODULE_IDS.MONITORING],
      sections: [SECTION_IDS.EMPLOYEES, SECTION_IDS.MONITORING_ATTENDANCE],
    });
    expect(edited.body).toMatchObject({
      name: 'Asistente de Recursos Humanos',
      modules: [MODULE_IDS.RRHH, MODULE_IDS.MONITORING],
    });
    // The users feature's picker still reads roles with their defaults.
    const picker = (await admin.get('/api/role/list')).body as Role[];
    expect(picker.find((r) => r.id === role.id)?.sections).toEqual(
      [SECTION_IDS.MONITORING_ATTENDANCE, SECTION_IDS.EMPLOYEES].sort((a, b) => a - b),
    );
    expect(
      (await admin.post('/api/setting/role/set-active', { id: role.id, isActive: false })).body,
    ).toMatchObject({
      isActive: false,
    });
    expect(await auditRows('role', role.id)).toEqual(['create', 'update', 'deactivate']);
    // A new user cannot be given a deactivated role.
    const user = await admin.post('/api/user/register', {
      email: 'rol.inactivo@zerg.pe',
      fullName: 'Rol Inactivo',
      password: 'Nuevo123!',
      passwordConfirmation: 'Nuevo123!',
      roleId: role.id,
      campusId: 1,
      modules: [MODULE_IDS.RRHH],
      sections: [],
    });
    expect(user.status).toBe(400);
    expect((user.body as Errors).errors?.roleId).toEqual(['Is deactivated']);
  });

  it('answers the spec message "Rol already registered" to a duplicate', async () => {
    const res = await admin.post('/api/setting/role/create', {
      name: 'CONDUCTOR',
      modules: [],
      sections: [],
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'ROLE_ALREADY_REGISTERED', message: 'Rol already registered' });
    expect((res.body as Errors).errors?.name).toEqual(['Rol already registered']);
  });

  it('refuses a section outside the chosen modules with 400', async () => {
    const res = await admin.post('/api/setting/role/create', {
      name: 'Raro',
      modules: [MODULE_IDS.DRIVER],
      sections: [SECTION_IDS.PAYROLL],
    });
    expect(res.status).toBe(400);
    expect((res.body as Errors).errors?.sections).toBeDefined();
  });

  it('refuses to deactivate a role its users still hold, naming how many', async () => {
    const res = await admin.post('/api/setting/role/set-active', { id: 1, isActive: false });
    expect(res.status).toBe(409);
    const { rows } = await ctx.database.pool.query<{ n: number }>(
      'select count(*)::int as n from users where role_id = 1 and is_active',
    );
    expect(res.body).toMatchObject({
      code: 'ROLE_IN_USE',
      message:
        rows[0]?.n === 1
          ? 'Cannot deactivate: 1 active user holds this role'
          : `Cannot deactivate: ${rows[0]?.n} active users hold this role`,
    });
  });
});

describe('section checks', () => {
  it('answers 403 to a driver and to a user holding only another settings section', async () => {
    const driver = client(ctx, (await login(ctx, DEMO.driver)).accessToken);
    for (const url of ['/api/setting/area/list', '/api/setting/role/list', '/api/setting/role/create']) {
      expect((await driver.post(url, { name: 'x' })).status).toBe(403);
    }
    const other = await createTestUser(ctx, { sections: [SECTION_IDS.COMPANIES] });
    const token = await sessionToken(ctx, other);
    expect((await client(ctx, token).post('/api/setting/area/create', { name: 'Nueva área' })).status).toBe(
      403,
    );
  });
});
