import { MODULE_IDS, SECTION_IDS } from '@zerg/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
let admin: ReturnType<typeof client>;

type Item = { areaId: number; areaName: string; restricted: boolean; modules: number[]; sections: number[] };
type Errors = { code: string; errors?: Record<string, string[]> };

/** An active employee of the area, with no user yet. */
const employeeOf = async (areaId: number) => {
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    `select e.id from employees e join employee_jobs j on j.employee_id = e.id
     where j.area_id = $1 and e.is_active and not exists (select 1 from users u where u.employee_id = e.id)
     order by e.id limit 1`,
    [areaId],
  );
  return rows[0]!.id;
};

const newUser = (over: Record<string, unknown>) => ({
  email: 'area.user@zerg.pe',
  fullName: 'Usuario de Área',
  password: 'Nuevo123!',
  passwordConfirmation: 'Nuevo123!',
  roleId: 7,
  campusId: 1,
  modules: [MODULE_IDS.WORKSHOP],
  sections: [SECTION_IDS.WORKSHOP_ATTENDANCE],
  ...over,
});

beforeAll(async () => {
  admin = client(ctx, (await login(ctx, DEMO.admin)).accessToken);
});

describe('areas-module', () => {
  it('lists each area with what its people may be given; unrestricted areas say so', async () => {
    const res = await admin.post('/api/setting/areas-module/list', { sortBy: 'areaName' });
    expect(res.status).toBe(200);
    const body = res.body as { data: Item[]; total: number };
    expect(body.total).toBe(8);
    // The workshop's own module, plus what its chief needs.
    expect(body.data.find((a) => a.areaName === 'Taller')).toMatchObject({
      restricted: true,
      modules: [MODULE_IDS.WORKSHOP, MODULE_IDS.RRHH, MODULE_IDS.MONITORING],
    });
    expect(body.data.find((a) => a.areaName === 'Recursos Humanos')).toMatchObject({
      restricted: false,
      modules: [],
    });
    const open = (await admin.post('/api/setting/areas-module/list', { filters: { restricted: false } }))
      .body as typeof body;
    expect(open.data.map((a) => a.areaName).sort()).toEqual(['Gerencia General', 'Recursos Humanos']);
  });

  it('edits an area access with an audit entry, and refuses a section outside its modules', async () => {
    const ok = await admin.post('/api/setting/areas-module/update', {
      areaId: 2,
      modules: [MODULE_IDS.RRHH, MODULE_IDS.SETTINGS],
      sections: [SECTION_IDS.EMPLOYEES, SECTION_IDS.PAYROLL, SECTION_IDS.SETTINGS_GENERAL],
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ restricted: true, modules: [MODULE_IDS.SETTINGS, MODULE_IDS.RRHH] });
    const { rows } = await ctx.database.pool.query(
      `select action, after from audit_log where entity = 'area' and entity_id = '2'`,
    );
    expect(rows).toEqual([expect.objectContaining({ action: 'update_access' })]);
    const bad = await admin.post('/api/setting/areas-module/update', {
      areaId: 2,
      modules: [MODULE_IDS.RRHH],
      sections: [SECTION_IDS.DRIVER_DASHBOARD],
    });
    expect(bad.status).toBe(400);
    expect((bad.body as Errors).errors?.sections).toBeDefined();
    const noModule = await admin.post('/api/setting/areas-module/update', {
      areaId: 2,
      modules: [0],
      sections: [],
    });
    expect(noModule.status).toBe(400);
    expect((noModule.body as Errors).errors).toEqual({ 'modules.0': ['Select a module'] });
    // No modules lifts the restriction.
    const lifted = await admin.post('/api/setting/areas-module/update', {
      areaId: 2,
      modules: [],
      sections: [],
    });
    expect(lifted.body).toMatchObject({ restricted: false });
  });

  it('tells the user form what an employee area allows', async () => {
    const worker = await employeeOf(6);
    const res = await admin.post('/api/user/allowed-access', { employeeId: worker });
    expect(res.body).toMatchObject({
      areaId: 6,
      modules: [MODULE_IDS.WORKSHOP, MODULE_IDS.RRHH, MODULE_IDS.MONITORING],
    });
    const sections = (res.body as { sections: number[] }).sections;
    expect(sections).toEqual(expect.arrayContaining([SECTION_IDS.WORKSHOP_DISCOUNTS, SECTION_IDS.EMPLOYEES]));
    expect(sections).not.toContain(SECTION_IDS.PAYROLL);
    const none = await admin.post('/api/user/allowed-access', { employeeId: null });
    expect(none.body).toEqual({ areaId: null, modules: null, sections: null });
  });

  it('refuses a user section outside the employee area with 400 naming the field, in the caller language', async () => {
    const worker = await employeeOf(6);
    const token = (await login(ctx, DEMO.admin)).accessToken;
    const refused = await client(ctx, token, 'es').post(
      '/api/user/register',
      newUser({
        employeeId: worker,
        modules: [MODULE_IDS.WORKSHOP, MODULE_IDS.TREASURY],
        sections: [SECTION_IDS.WORKSHOP_ATTENDANCE, SECTION_IDS.BANK_ACCOUNTS],
      }),
    );
    expect(refused.status).toBe(400);
    const errors = (refused.body as Errors).errors ?? {};
    expect(errors.modules).toEqual(['No está permitido para el área del empleado']);
    expect(errors.sections).toEqual(['No está permitido para el área del empleado']);
    const accepted = await admin.post('/api/user/register', newUser({ employeeId: worker }));
    expect(accepted.status).toBe(200);
    // Without an employee (or in an unrestricted area) anything valid is accepted.
    const free = await admin.post(
      '/api/user/register',
      newUser({ email: 'libre@zerg.pe', modules: [MODULE_IDS.RRHH], sections: [SECTION_IDS.PAYROLL] }),
    );
    expect(free.status).toBe(200);
  });

  it('answers 403 to a driver and to a user without the section', async () => {
    const driver = client(ctx, (await login(ctx, DEMO.driver)).accessToken);
    expect((await driver.post('/api/setting/areas-module/list', {})).status).toBe(403);
    const other = await createTestUser(ctx, { sections: [SECTION_IDS.ROLES_AREAS] });
    const token = await sessionToken(ctx, other);
    expect(
      (
        await client(ctx, token).post('/api/setting/areas-module/update', {
          areaId: 1,
          modules: [],
          sections: [],
        })
      ).status,
    ).toBe(403);
  });
});
