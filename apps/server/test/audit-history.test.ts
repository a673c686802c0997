import { SECTION_IDS } from '@zerg/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { syncCatalogWithAccess } from '../src/modules/users/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
const WORKSHOP_CHIEF = { email: 'taller@zerg.pe', password: 'Taller123!' };
/** The workshop chief's own record (area 6) and the HR chief's (another area). */
const WORKSHOP_EMPLOYEE = 7;
const HR_EMPLOYEE = 2;

type Change = { field: string; before: unknown; after: unknown; list: boolean };
type Entry = {
  action: string;
  userName: string | null;
  changes: Change[];
  entity?: string;
  entityId?: string;
};
type Page = { data: Entry[]; total: number };

let hr: ReturnType<typeof client>;
let admin: ReturnType<typeof client>;
let chief: ReturnType<typeof client>;
let oldSalary = '';

beforeAll(async () => {
  hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
  admin = client(ctx, (await login(ctx, DEMO.admin)).accessToken);
  chief = client(ctx, (await login(ctx, WORKSHOP_CHIEF)).accessToken);
  const job = (
    await hr.post('/api/rrhh/employee/get-jobdetails-information', { employee_id: WORKSHOP_EMPLOYEE })
  ).body as Record<string, unknown>;
  oldSalary = String(job.salary);
  const res = await hr.post('/api/rrhh/employee/update-employee-job-detail', {
    ...job,
    employee_id: WORKSHOP_EMPLOYEE,
    salary: '15000.00',
    salaryChangeReason: 'Promoción',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
});

describe('history of a record', () => {
  it('shows the edit of an employee first, with who made it and the salary before and after', async () => {
    const res = await hr.post('/api/rrhh/employee/history/list', { employee_id: WORKSHOP_EMPLOYEE });
    expect(res.status).toBe(200);
    const page = res.body as Page;
    expect(page.total).toBeGreaterThan(0);
    const [latest] = page.data;
    expect(latest).toMatchObject({ action: 'update_job', userName: expect.stringContaining('') });
    expect(latest?.userName).toBeTruthy();
    const salary = latest?.changes.find((c) => c.field === 'salary');
    expect(salary).toMatchObject({ after: '15000.00', list: false });
    expect(Number(salary?.before)).toBe(Number(oldSalary));
    // Fields sent unchanged are not changes.
    expect(latest?.changes.some((c) => c.field === 'areaId')).toBe(false);
  });

  it('pages on the server', async () => {
    const res = await hr.post('/api/rrhh/employee/history/list', {
      employee_id: WORKSHOP_EMPLOYEE,
      page: 1,
      perPage: 1,
    });
    expect((res.body as Page).data).toHaveLength(1);
  });

  it('answers 404 to an area chief for a worker outside their area, and shows their own area', async () => {
    const other = await chief.post('/api/rrhh/employee/history/list', { employee_id: HR_EMPLOYEE });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('update');
    const own = await chief.post('/api/rrhh/employee/history/list', { employee_id: WORKSHOP_EMPLOYEE });
    expect(own.status).toBe(200);
  });

  it('answers 404 for a record that does not exist', async () => {
    expect((await admin.post('/api/setting/vehicle/history/list', { id: 999_999 })).status).toBe(404);
    expect((await admin.post('/api/setting/client/history/list', { id: 999_999 })).status).toBe(404);
    expect((await admin.post('/api/rrhh/payroll/run/history/list', { runId: 999_999 })).status).toBe(404);
  });

  it('never shows a secret, even one an old entry kept', async () => {
    await ctx.database.pool.query(
      `insert into audit_log (action, entity, entity_id, before, after)
       values ('update', 'vehicle', '1', '{"notes": "a"}', '{"notes": "b", "passwordHash": "x", "apiToken": "y"}')`,
    );
    const page = (await admin.post('/api/setting/vehicle/history/list', { id: 1 })).body as Page;
    expect(page.data[0]?.changes).toEqual([{ field: 'notes', before: 'a', after: 'b', list: false }]);
  });
});

describe('audit search', () => {
  const search = (filters: Record<string, unknown>) =>
    admin.post('/api/setting/audit/list', { filters, perPage: 100 });

  it('finds the edit by record, by user and by action, and nothing in a range before it', async () => {
    const byRecord = (await search({ entity: 'employee', entityId: String(WORKSHOP_EMPLOYEE) })).body as Page;
    expect(byRecord.data[0]).toMatchObject({ action: 'update_job', entity: 'employee', entityId: '7' });
    const { rows } = await ctx.database.pool.query<{ id: number }>('select id from users where email = $1', [
      DEMO.hrChief.email,
    ]);
    const userId = rows[0]?.id;
    const byUser = (await search({ userId, action: 'update_job' })).body as Page;
    expect(byUser.total).toBeGreaterThan(0);
    expect(byUser.data.every((e) => e.action === 'update_job')).toBe(true);
    const before = (await search({ entity: 'employee', from: '2000-01-01', to: '2000-12-31' })).body as Page;
    expect(before.total).toBe(0);
  });

  it('is for holders of the audit section only', async () => {
    expect((await hr.post('/api/setting/audit/list', {})).status).toBe(403);
  });

  it('exports the search to Excel', async () => {
    const res = await admin.post('/api/setting/audit/export', {
      filters: { entity: 'employee', entityId: String(WORKSHOP_EMPLOYEE) },
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().map((r) => JSON.stringify(r));
    expect(
      rows.some((r) => r.includes('update_job') && r.includes('salary:') && r.includes('15000.00')),
    ).toBe(true);
  });

  it('is given to the administrators of a database that had no such section yet', async () => {
    const { pool } = ctx.database;
    const id = SECTION_IDS.AUDIT_LOG;
    await pool.query('delete from user_sections where section_id = $1', [id]);
    await pool.query('delete from role_sections where section_id = $1', [id]);
    await pool.query('delete from module_sections where section_id = $1', [id]);
    await pool.query('delete from sections where id = $1', [id]);
    await syncCatalogWithAccess(ctx.database.db);
    const { rows } = await pool.query(
      `select u.email from user_sections s join users u on u.id = s.user_id where s.section_id = $1`,
      [id],
    );
    expect(rows.map((r) => r.email)).toContain(DEMO.admin.email);
    // A later start does not give it back to an administrator whose access was edited.
    await pool.query('delete from user_sections where section_id = $1', [id]);
    await syncCatalogWithAccess(ctx.database.db);
    expect((await pool.query('select 1 from user_sections where section_id = $1', [id])).rowCount).toBe(0);
  });
});
