import { SECTION_IDS } from '@zerg/shared';
import Holidays from 'date-holidays';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
let admin: ReturnType<typeof client>;
let adminEs: ReturnType<typeof client>;
let adminId: number;

type Item = { id: number; date: string; name: string; kind: string; observed: boolean; source: string };
type Page = { data: Item[]; total: number };

/** What the date-holidays package itself says: Peru's public holidays of a year. */
const packageDays = (year: number) =>
  new Holidays('PE')
    .getHolidays(year)
    .filter((h) => h.type === 'public')
    .map((h) => h.date.slice(0, 10));

const list = async (body: Record<string, unknown>) =>
  (await admin.post('/api/setting/holiday/list', body)).body as Page;

beforeAll(async () => {
  const session = await login(ctx, DEMO.admin);
  admin = client(ctx, session.accessToken);
  adminEs = client(ctx, session.accessToken, 'es');
  adminId = session.userData.id;
});

describe('national holidays', () => {
  it('answers the 2026 days off of Peru as date-holidays gives them, with the seed’s company days', async () => {
    const res = await admin.post('/api/rrhh/schedule/get-holidays', { year: 2026 });
    expect(res.status).toBe(200);
    const days = res.body as { date: string; kind: string; name: string }[];
    const national = days.filter((d) => d.kind === 'national').map((d) => d.date);
    // The demo company works on Flag Day (not observed), so it is not a day off.
    expect([...national, '2026-06-07'].sort()).toEqual(packageDays(2026).sort());
    for (const day of [
      '2026-01-01',
      '2026-04-02',
      '2026-04-03',
      '2026-07-28',
      '2026-07-29',
      '2026-12-08',
      '2026-12-25',
    ])
      expect(national).toContain(day);
    expect(days.filter((d) => d.kind !== 'national').map((d) => d.date)).toEqual([
      '2026-03-19',
      '2026-12-24',
      '2026-12-31',
    ]);
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort());
  });

  it('materialises a year nobody asked for before, once, and exactly as date-holidays says', async () => {
    const count = async () =>
      (
        await ctx.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from holidays where date between '2031-01-01' and '2031-12-31'`,
        )
      ).rows[0]?.n;
    expect(await count()).toBe(0);
    const res = await admin.post('/api/rrhh/schedule/get-holidays', { year: 2031 });
    expect((res.body as { date: string }[]).map((d) => d.date)).toEqual(packageDays(2031).sort());
    await admin.post('/api/setting/holiday/list', { filters: { year: 2031 } });
    expect(await count()).toBe(packageDays(2031).length);
  });

  it('is open to any signed-in user and refuses a bad year', async () => {
    const driver = client(ctx, (await login(ctx, DEMO.driver)).accessToken);
    expect((await driver.post('/api/rrhh/schedule/get-holidays', { year: 2026 })).status).toBe(200);
    expect((await client(ctx).post('/api/rrhh/schedule/get-holidays', { year: 2026 })).status).toBe(401);
    const bad = await admin.post('/api/rrhh/schedule/get-holidays', { year: 1800 });
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: Record<string, string[]> }).errors).toHaveProperty('year');
  });
});

describe('POST /api/setting/holiday/list', () => {
  it('filters by year, kind and observed, searches and sorts', async () => {
    const year = await list({ filters: { year: 2026 }, perPage: 100 });
    expect(year.total).toBe(packageDays(2026).length + 3);
    expect(year.data[0]?.date).toBe('2026-01-01');
    const company = await list({ filters: { year: 2026, kind: 'company' } });
    expect(company.data.map((h) => h.name)).toEqual(['Aniversario de Zerg Transportes']);
    const notObserved = await list({ filters: { year: 2026, observed: false } });
    expect(notObserved.data.map((h) => h.date)).toEqual(['2026-06-07']);
    const search = await list({ filters: { year: 2026 }, q: 'navidad' });
    expect(search.data.map((h) => h.date)).toEqual(['2026-12-25']);
    const desc = await list({ filters: { year: 2026 }, sortBy: 'date', sortDesc: true, perPage: 1 });
    expect(desc.data[0]?.date).toBe('2026-12-31');
    expect(desc.total).toBe(year.total);
  });

  it('exports the filtered rows to Excel in the caller’s language', async () => {
    const res = await adminEs.post('/api/setting/holiday/export', {
      filters: { year: 2026, kind: 'non_working' },
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Fecha');
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(2).getCell(4).value).toBe('Día no laborable');
  });
});

describe('company holidays and non-working days', () => {
  let id: number;

  it('creates one with an audit entry', async () => {
    const res = await admin.post('/api/setting/holiday/create', {
      year: 2026,
      date: '2026-10-12',
      name: 'Día del Transportista',
      kind: 'company',
    });
    expect(res.status).toBe(200);
    const created = res.body as Item & { createdByName: string };
    id = created.id;
    expect(created).toMatchObject({ date: '2026-10-12', kind: 'company', observed: true, source: 'manual' });
    expect(created.createdByName).toBe('Administrador del Sistema');
    const audit = await ctx.database.db.execute<{ action: string; user_id: number }>(
      sql`select action, user_id from audit_log where entity = 'holiday' and entity_id = ${String(id)}`,
    );
    expect(audit.rows).toEqual([{ action: 'create', user_id: adminId }]);
  });

  it('refuses a date outside the year, naming the field in the caller’s language', async () => {
    const res = await adminEs.post('/api/setting/holiday/create', {
      year: 2026,
      date: '2027-01-04',
      name: 'Fuera de año',
      kind: 'company',
    });
    expect(res.status).toBe(400);
    expect((res.body as { errors: Record<string, string[]> }).errors.date).toEqual([
      'La fecha debe estar en el año 2026',
    ]);
  });

  it('refuses a date that already has a holiday, national or not (409)', async () => {
    const national = await admin.post('/api/setting/holiday/create', {
      year: 2026,
      date: '2026-07-28',
      name: 'Fiesta',
      kind: 'non_working',
    });
    expect(national.status).toBe(409);
    expect(national.body).toMatchObject({ code: 'HOLIDAY_ALREADY_REGISTERED' });
    expect((national.body as { errors: Record<string, string[]> }).errors.date?.[0]).toContain(
      'Día de la Independencia',
    );
    const again = await admin.post('/api/setting/holiday/create', {
      year: 2026,
      date: '2026-10-12',
      name: 'Otra vez',
      kind: 'company',
    });
    expect(again.status).toBe(409);
    const rows = await list({ filters: { year: 2026 }, q: 'otra vez' });
    expect(rows.total).toBe(0);
  });

  it('leaves no row behind when it refuses a national date of a year never shown', async () => {
    const res = await admin.post('/api/setting/holiday/create', {
      year: 2032,
      date: '2032-12-25',
      name: 'Fiesta de fin de año',
      kind: 'company',
    });
    expect(res.status).toBe(409);
    const left = await ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from holidays where date between '2032-01-01' and '2032-12-31'`,
    );
    expect(left.rows[0]?.n).toBe(0);
  });

  it('refuses an empty name and an unknown kind', async () => {
    const res = await admin.post('/api/setting/holiday/create', {
      year: 2026,
      date: '2026-10-13',
      name: ' ',
      kind: 'national',
    });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { errors: Record<string, string[]> }).errors).sort()).toEqual([
      'kind',
      'name',
    ]);
  });

  it('edits one, moving it to a free date, with before and after audited', async () => {
    const res = await admin.post('/api/setting/holiday/update', {
      id,
      year: 2026,
      date: '2026-10-16',
      name: 'Día del Transportista (trasladado)',
      kind: 'non_working',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ date: '2026-10-16', kind: 'non_working' });
    const clash = await admin.post('/api/setting/holiday/update', {
      id,
      year: 2026,
      date: '2026-12-25',
      name: 'x',
      kind: 'company',
    });
    expect(clash.status).toBe(409);
    const audit = await ctx.database.db.execute<{ before: { date: string }; after: { date: string } }>(
      sql`select before, after from audit_log where entity = 'holiday' and action = 'update' and entity_id = ${String(id)}`,
    );
    expect(audit.rows[0]?.before.date).toBe('2026-10-12');
    expect(audit.rows[0]?.after.date).toBe('2026-10-16');
  });

  it('deletes it; a national one is refused and only marked not observed', async () => {
    expect((await admin.post('/api/setting/holiday/delete', { id })).status).toBe(200);
    expect((await admin.post('/api/setting/holiday/delete', { id })).status).toBe(404);
    const christmas = (await list({ filters: { year: 2026 }, q: 'navidad' })).data[0];
    if (!christmas) throw new Error('no christmas');
    const refused = await admin.post('/api/setting/holiday/delete', { id: christmas.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'INVALID_CHANGE' });
    const edit = await admin.post('/api/setting/holiday/update', {
      id: christmas.id,
      year: 2026,
      date: '2026-12-26',
      name: 'x',
      kind: 'company',
    });
    expect(edit.status).toBe(409);
    const off = await admin.post('/api/setting/holiday/set-observed', { id: christmas.id, observed: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ observed: false });
    expect(
      (await admin.post('/api/setting/holiday/set-observed', { id: christmas.id, observed: false })).status,
    ).toBe(409);
    const days = (await admin.post('/api/rrhh/schedule/get-holidays', { year: 2026 })).body as {
      date: string;
    }[];
    expect(days.map((d) => d.date)).not.toContain('2026-12-25');
    const audit = await ctx.database.db.execute<{ action: string }>(
      sql`select action from audit_log where entity = 'holiday' and entity_id = ${String(christmas.id)}`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['not_observe']);
    expect(
      (await admin.post('/api/setting/holiday/set-observed', { id: christmas.id, observed: true })).status,
    ).toBe(200);
  });
});

describe('access', () => {
  it('answers 403 to a user without the payroll settings section on every holiday route', async () => {
    const user = await createTestUser(ctx, {
      sections: [SECTION_IDS.SETTINGS_GENERAL, SECTION_IDS.EMPLOYEES],
    });
    const other = client(ctx, await sessionToken(ctx, user));
    for (const [url, body] of [
      ['/api/setting/holiday/list', {}],
      ['/api/setting/holiday/export', {}],
      ['/api/setting/holiday/create', { year: 2026, date: '2026-10-20', name: 'x', kind: 'company' }],
      ['/api/setting/holiday/update', { id: 1, year: 2026, date: '2026-10-20', name: 'x', kind: 'company' }],
      ['/api/setting/holiday/delete', { id: 1 }],
      ['/api/setting/holiday/set-observed', { id: 1, observed: false }],
    ] as const) {
      expect((await other.post(url, body)).status, url).toBe(403);
    }
    const driver = client(ctx, (await login(ctx, DEMO.driver)).accessToken);
    expect((await driver.post('/api/setting/holiday/list', {})).status).toBe(403);
  });
});
