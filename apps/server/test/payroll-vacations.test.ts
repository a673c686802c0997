import { ROLE_IDS, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
const L = '/api/rrhh/payroll/vacation/list';
type Api = ReturnType<typeof client>;
type Row = {
  employeeId: number;
  name: string;
  documentNumber: string;
  companyName: string | null;
  areaName: string | null;
  earned: number;
  taken: number;
  scheduled: number;
  balance: number;
  nextStart: string | null;
  nextEnd: string | null;
};
type Page = { data: Row[]; total: number };

// Every query here returns at least one row; an empty answer fails the test on the first read.
const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await ctx.database.db.execute(query)).rows as [T, ...T[]];
let hr: Api;
let person: {
  id: number;
  document_number: string;
  area_id: number;
  company_id: number;
  personal_type: string;
};

beforeAll(async () => {
  const user = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL, SECTION_IDS.EMPLOYEES] });
  hr = client(ctx, await sessionToken(ctx, user));
  [person] = await rows<typeof person>(sql`
    select e.id, e.document_number, j.area_id, j.company_id, j.personal_type
    from employees e join employee_jobs j on j.employee_id = e.id
    where e.is_active and j.labor_regime = 'general' and j.start_date < '2020-01-01' and j.company_id is not null
    order by e.id limit 1`);
  // A period in the far future: scheduled, and the next one.
  await ctx.database.db.execute(sql`
    insert into employee_vacations (employee_id, service_year, start_date, end_date, days)
    values (${person.id}, 1, '2099-02-01', '2099-02-10', 10)`);
});

describe('payroll vacations tab', () => {
  it('gives each employee the figures of their record and the next period', async () => {
    const res = await hr.post(L, { q: person.document_number });
    expect(res.status).toBe(200);
    const [row] = (res.body as Page).data;
    const record = (await hr.post('/api/rrhh/employee/get-employee-vacations', { employee_id: person.id }))
      .body as {
      balances: { entitled: number; taken: number; scheduled: number; balance: number }[];
      periods: { startDate: string; endDate: string }[];
    };
    const sum = (k: 'entitled' | 'taken' | 'scheduled' | 'balance') =>
      record.balances.reduce((a, b) => a + b[k], 0);
    expect(row).toMatchObject({
      employeeId: person.id,
      earned: sum('entitled'),
      taken: sum('taken'),
      scheduled: sum('scheduled'),
      balance: sum('balance'),
    });
    expect(row?.scheduled).toBeGreaterThanOrEqual(10);
    expect(row?.earned).toBeGreaterThanOrEqual(30);
    expect(row?.nextStart).not.toBeNull();
    expect(row?.nextStart && row.nextStart <= '2099-02-01').toBe(true);
  });

  it('figures every worker as their record does, opening balances and leap-day starts included', async () => {
    // A start on 29 February, and days taken before the system in the opening balances.
    const [leap] = await rows<{ id: number }>(sql`
      update employee_jobs set start_date = '2016-02-29' where employee_id = (
        select e.id from employees e join employee_jobs j on j.employee_id = e.id
        where e.is_active and j.labor_regime is not null and e.id <> ${person.id} order by e.id limit 1)
      returning employee_id as id`);
    await ctx.database.db.execute(sql`
      insert into employee_opening_balances (employee_id, year, month, income, quinta_withheld, vacation_days)
      values (${person.id}, 2019, 12, '0', '0', 12), (${leap.id}, 2017, 2, '0', '0', 7)`);
    const all = ((await hr.post(L, { perPage: 500 })).body as Page).data;
    expect(all.map((r) => r.employeeId)).toEqual(expect.arrayContaining([person.id, leap.id]));
    const differing: string[] = [];
    for (const row of all) {
      const record = (
        await hr.post('/api/rrhh/employee/get-employee-vacations', { employee_id: row.employeeId })
      ).body as { balances: { entitled: number; taken: number; scheduled: number; balance: number }[] };
      const sum = (k: 'entitled' | 'taken' | 'scheduled' | 'balance') =>
        record.balances.reduce((a, b) => a + b[k], 0);
      const expected = [sum('entitled'), sum('taken'), sum('scheduled'), sum('balance')];
      const got = [row.earned, row.taken, row.scheduled, row.balance];
      if (expected.join() !== got.join()) differing.push(`${row.employeeId}: ${got} instead of ${expected}`);
    }
    expect(differing).toEqual([]);
  });

  it('pages, filters and sorts', async () => {
    const first = (await hr.post(L, { perPage: 5 })).body as Page;
    expect(first.data).toHaveLength(5);
    const second = (await hr.post(L, { page: 2, perPage: 5 })).body as Page;
    expect(second.total).toBe(first.total);
    expect(second.data.map((r) => r.employeeId)).not.toContain(first.data[0]?.employeeId);
    const [{ n }] = await rows<{ n: number }>(sql`
      select count(*)::int as n from employees e join employee_jobs j on j.employee_id = e.id
      where e.is_active and j.company_id = ${person.company_id} and j.area_id = ${person.area_id}
        and j.personal_type = ${person.personal_type}`);
    const filtered = (
      await hr.post(L, {
        perPage: 100,
        filters: { companyId: person.company_id, areaId: person.area_id, personalType: person.personal_type },
      })
    ).body as Page;
    expect(filtered.total).toBe(n);
    expect(filtered.data.map((r) => r.employeeId)).toContain(person.id);
    const byBalance = ((await hr.post(L, { perPage: 100, sortBy: 'balance', sortDesc: true })).body as Page)
      .data;
    for (let i = 1; i < byBalance.length; i++)
      expect(byBalance[i - 1]!.balance).toBeGreaterThanOrEqual(byBalance[i]!.balance);
    const byNext = ((await hr.post(L, { perPage: 100, sortBy: 'nextStart' })).body as Page).data;
    const starts = byNext.map((r) => r.nextStart);
    const firstEmpty = starts.indexOf(null);
    if (firstEmpty >= 0) expect(starts.slice(firstEmpty).every((s) => s === null)).toBe(true);
  });

  it('an area chief sees only their area', async () => {
    const chief = await createTestUser(ctx, { sections: [SECTION_IDS.PAYROLL], employeeId: person.id });
    await ctx.database.pool.query('update users set role_id = $1 where id = $2', [ROLE_IDS.CHIEF, chief.id]);
    const [area] = await rows<{ is_hr: boolean }>(sql`select is_hr from areas where id = ${person.area_id}`);
    const api = client(ctx, await sessionToken(ctx, chief));
    const seen = ((await api.post(L, { perPage: 100 })).body as Page).data;
    const [{ n }] = await rows<{ n: number }>(sql`
      select count(*)::int as n from employees e join employee_jobs j on j.employee_id = e.id
      where e.is_active and (${area?.is_hr ?? false} or j.area_id = ${person.area_id})`);
    expect(seen.length).toBe(Math.min(n, 100));
  });

  it('exports Excel and refuses users without the payroll section', async () => {
    const res = await hr.post('/api/rrhh/payroll/vacation/export', { q: person.document_number });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(2).getCell(2).value).toBe(person.document_number);
    const treasury = client(ctx, (await login(ctx, DEMO.treasury)).accessToken);
    expect((await treasury.post(L, {})).status).toBe(403);
  });
});
