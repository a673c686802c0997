import { ROLE_IDS, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { remoteWorkDays } from '../src/modules/remote-work/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
let admin: ReturnType<typeof client>;
let adminEs: ReturnType<typeof client>;
let adminId: number;
/** Two employees of the operations area (3) and one of accounting (5) without seeded assignments. */
let opsA: number;
let opsB: number;
let accounting: number;

type Item = {
  id: number;
  employeeId: number;
  employeeName: string;
  areaName: string | null;
  from: string;
  to: string | null;
  weekdays: number[];
  status: 'active' | 'inactive';
  ended: boolean;
};
type Errors = { code: string; errors: Record<string, string[]> };

const base = '/api/setting/homework-status';

const employeesOfArea = async (areaId: number) =>
  (
    await ctx.database.db.execute<{ id: number }>(
      sql`select ej.employee_id as id from employee_jobs ej
          where ej.area_id = ${areaId}
            and not exists (select 1 from remote_work_assignments r where r.employee_id = ej.employee_id)
          order by ej.employee_id`,
    )
  ).rows.map((r) => r.id);

const assignment = (over: Record<string, unknown> = {}) => ({
  employeeId: opsA,
  from: '2026-03-02',
  to: '2026-06-30',
  weekdays: [5, 1],
  reason: 'Elaboración de reportes de flota',
  notes: '',
  ...over,
});

beforeAll(async () => {
  const session = await login(ctx, DEMO.admin);
  admin = client(ctx, session.accessToken);
  adminEs = client(ctx, session.accessToken, 'es');
  adminId = session.userData.id;
  [opsA, opsB] = (await employeesOfArea(3)) as [number, number];
  [accounting] = (await employeesOfArea(5)) as [number];
});

describe('the seeded homework status', () => {
  it('lists active and inactive assignments of office staff, searchable and sortable', async () => {
    const active = (await admin.post(`${base}/list`, { filters: { status: 'active' } })).body as {
      data: Item[];
      total: number;
    };
    const inactive = (await admin.post(`${base}/list`, { filters: { status: 'inactive' } })).body as {
      total: number;
    };
    expect(active.total).toBeGreaterThanOrEqual(3);
    expect(inactive.total).toBeGreaterThanOrEqual(1);
    expect(active.data.every((r) => r.status === 'active')).toBe(true);
    // Ended means its last day is before today in Lima; an open range never ends.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Lima' });
    for (const r of active.data) expect(r.ended, `${r.from}–${r.to}`).toBe(r.to !== null && r.to < today);
    const first = active.data[0];
    if (!first) throw new Error('no rows');
    const surname = first.employeeName.split(' ').at(-2) ?? '';
    const search = (await admin.post(`${base}/list`, { q: surname.toLowerCase() })).body as { data: Item[] };
    expect(search.data.length).toBeGreaterThan(0);
    const byFrom = (await admin.post(`${base}/list`, { sortBy: 'from', sortDesc: true })).body as {
      data: Item[];
    };
    const froms = byFrom.data.map((r) => r.from);
    expect(froms).toEqual([...froms].sort().reverse());
  });
});

describe('create, edit, inactivate, activate', () => {
  let id: number;

  it('creates an assignment with sorted weekdays and an audit entry', async () => {
    const res = await admin.post(`${base}/create`, assignment());
    expect(res.status).toBe(200);
    const created = res.body as Item;
    id = created.id;
    expect(created).toMatchObject({
      employeeId: opsA,
      from: '2026-03-02',
      to: '2026-06-30',
      weekdays: [1, 5],
      status: 'active',
      // Its last day (30 June 2026) has passed: the list says it ended rather than showing it in force.
      ended: true,
      areaName: 'Operaciones',
    });
    const audit = await ctx.database.db.execute<{ action: string; user_id: number }>(
      sql`select action, user_id from audit_log where entity = 'remote_work' and entity_id = ${String(id)}`,
    );
    expect(audit.rows).toEqual([{ action: 'create', user_id: adminId }]);
  });

  it('refuses a range that ends before it starts, naming the field in the caller’s language', async () => {
    const res = await adminEs.post(`${base}/create`, assignment({ from: '2026-08-10', to: '2026-08-01' }));
    expect(res.status).toBe(400);
    expect((res.body as Errors).errors.to).toEqual(['La fecha final no puede ser anterior a la inicial']);
  });

  it('refuses no weekdays, a repeated weekday, a bad date and an empty reason', async () => {
    const res = await admin.post(
      `${base}/create`,
      assignment({ weekdays: [], reason: '  ', from: '2026-02-30' }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as Errors).errors).sort()).toEqual(['from', 'reason', 'weekdays']);
    expect((await admin.post(`${base}/create`, assignment({ weekdays: [2, 2] }))).status).toBe(400);
  });

  it('refuses an active range of the same employee sharing a day, naming the other range', async () => {
    const res = await adminEs.post(
      `${base}/create`,
      assignment({ from: '2026-06-01', to: null, weekdays: [5] }),
    );
    expect(res.status).toBe(409);
    expect((res.body as Errors).code).toBe('REMOTE_WORK_OVERLAP');
    expect((res.body as Errors).errors.from).toEqual([
      'Se cruza con la asignación activa del 02/03/2026 al 30/06/2026',
    ]);
    // Same dates on other weekdays, or after the range, or for another employee: allowed.
    const otherDays = await admin.post(`${base}/create`, assignment({ weekdays: [3] }));
    expect(otherDays.status).toBe(200);
    expect((await admin.post(`${base}/create`, assignment({ from: '2026-07-01', to: null }))).status).toBe(
      200,
    );
    expect((await admin.post(`${base}/create`, assignment({ employeeId: opsB }))).status).toBe(200);
    // Ranges that intersect only on days that are not their common weekday do not overlap.
    expect(
      (
        await admin.post(
          `${base}/create`,
          assignment({ employeeId: opsB, from: '2026-07-01', to: '2026-07-01', weekdays: [1, 3] }),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await admin.post(
          `${base}/create`,
          assignment({ employeeId: opsB, from: '2026-06-29', to: '2026-06-29', weekdays: [1] }),
        )
      ).status,
    ).toBe(409);
  });

  it('answers 404 for an unknown employee or assignment', async () => {
    expect((await admin.post(`${base}/create`, assignment({ employeeId: 999_999 }))).status).toBe(404);
    expect((await admin.post(`${base}/inactivate`, { id: 999_999 })).status).toBe(404);
  });

  it('edits an assignment, checking overlaps against the others only', async () => {
    const res = await admin.post(`${base}/update`, {
      id,
      ...assignment({ to: '2026-05-31', reason: 'Reportes' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ to: '2026-05-31', weekdays: [1, 5] });
    const clash = await admin.post(`${base}/update`, { id, ...assignment({ weekdays: [3, 5] }) });
    expect(clash.status).toBe(409);
  });

  it('inactivates and activates, refusing a repeated change and a reactivation that now overlaps', async () => {
    const off = await admin.post(`${base}/inactivate`, { id });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ status: 'inactive' });
    expect((await admin.post(`${base}/inactivate`, { id })).status).toBe(409);
    // While inactive its days are free: another assignment takes Fridays of March.
    const taker = await admin.post(
      `${base}/create`,
      assignment({ from: '2026-03-01', to: '2026-03-31', weekdays: [5] }),
    );
    expect(taker.status).toBe(200);
    const back = await admin.post(`${base}/activate`, { id });
    expect(back.status).toBe(409);
    expect((back.body as Errors).errors.from?.[0]).toContain('03/01/2026');
    await admin.post(`${base}/inactivate`, { id: (taker.body as Item).id });
    const on = await admin.post(`${base}/activate`, { id });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ status: 'active' });
    const audit = await ctx.database.db.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'remote_work' and entity_id = ${String(id)} order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'update', 'inactivate', 'activate']);
  });

  it('exports the filtered rows to Excel', async () => {
    const res = await adminEs.post(`${base}/export`, { filters: { employeeId: opsA, status: 'active' } });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Empleado');
    expect(sheet?.rowCount).toBeGreaterThan(1);
  });
});

describe('remoteWorkDays', () => {
  it('gives the remote days of active assignments only, within the asked range', async () => {
    const res = await admin.post(`${base}/create`, {
      employeeId: accounting,
      from: '2026-09-01',
      to: '2026-09-30',
      weekdays: [2, 4],
      reason: 'Cierre trimestral',
    });
    expect(res.status).toBe(200);
    const days = await remoteWorkDays(ctx.database.db, [accounting], '2026-09-10', '2026-10-10');
    expect(days.map((d) => d.date)).toEqual([
      '2026-09-10',
      '2026-09-15',
      '2026-09-17',
      '2026-09-22',
      '2026-09-24',
      '2026-09-29',
    ]);
    await admin.post(`${base}/inactivate`, { id: (res.body as Item).id });
    expect(await remoteWorkDays(ctx.database.db, [accounting], '2026-09-01', '2026-09-30')).toEqual([]);
  });
});

describe('access', () => {
  it('answers 403 without the settings section and to a driver', async () => {
    const user = await createTestUser(ctx, {
      sections: [SECTION_IDS.PAYROLL_SETTINGS, SECTION_IDS.EMPLOYEES],
    });
    const other = client(ctx, await sessionToken(ctx, user));
    for (const [url, body] of [
      [`${base}/list`, {}],
      [`${base}/export`, {}],
      [`${base}/create`, assignment()],
      [`${base}/update`, { id: 1, ...assignment() }],
      [`${base}/activate`, { id: 1 }],
      [`${base}/inactivate`, { id: 1 }],
    ] as const) {
      expect((await other.post(url, body)).status, url).toBe(403);
    }
    const driver = client(ctx, (await login(ctx, DEMO.driver)).accessToken);
    expect((await driver.post(`${base}/list`, {})).status).toBe(403);
  });

  it('keeps an area chief to the people of their own area', async () => {
    const chief = await createTestUser(ctx, { sections: [SECTION_IDS.SETTINGS_GENERAL], employeeId: opsB });
    await ctx.database.pool.query('update users set role_id = $1 where id = $2', [ROLE_IDS.CHIEF, chief.id]);
    const api = client(ctx, await sessionToken(ctx, chief));
    const seen = (await api.post(`${base}/list`, { perPage: 200 })).body as { data: Item[] };
    expect(seen.data.length).toBeGreaterThan(0);
    expect(seen.data.every((r) => r.areaName === 'Operaciones')).toBe(true);
    const refused = await api.post(
      `${base}/create`,
      assignment({ employeeId: accounting, from: '2027-01-04', to: null }),
    );
    expect(refused.status).toBe(404);
    const own = await api.post(
      `${base}/create`,
      assignment({ employeeId: opsB, from: '2027-01-04', to: null, weekdays: [6] }),
    );
    expect(own.status).toBe(200);
  });
});
