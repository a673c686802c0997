import { ROLE_IDS, SECTION_IDS as S } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { limaToday } from '../src/platform/time/lima-today.ts';
import { client } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
const MONTH = '2026-03';

type Staff = { id: number; doc: string; type: 'administrative' | 'operations' };
type GridRow = {
  employeeId: number;
  employeeName: string;
  areaName: string;
  personalType: string;
  codes: string;
  workedDays: number;
  absences: number;
  justified: number;
  vacation: number;
  remote: number;
  lateMinutes: number;
  overtime25Minutes: number;
  overtime35Minutes: number;
};
type Grid = { data: GridRow[]; total: number; days: number; chart?: { date: string; late: number }[] };

let hr: ReturnType<typeof client>;
let ops: Staff;
let ops2: Staff;
let accounting: Staff;
let hrUserId: number;

const staffOf = async (areaId: number, n: number): Promise<Staff[]> =>
  (
    await ctx.database.db.execute<Staff>(
      sql`select e.id, e.document_number as doc, ej.personal_type as type from employees e
          join employee_jobs ej on ej.employee_id = e.id
          where ej.area_id = ${areaId} and e.is_active and ej.start_date <= '2026-01-01'
          order by e.id desc limit ${n}`,
    )
  ).rows;

const day = (
  employeeId: number,
  workDate: string,
  status: string,
  extra: { late?: number; worked?: number; ot25?: number; ot35?: number } = {},
) =>
  ctx.database.db.execute(sql`
    insert into attendance_days (employee_id, work_date, status, late_minutes, worked_minutes,
      overtime_25_minutes, overtime_35_minutes)
    values (${employeeId}, ${workDate}, ${status}, ${extra.late ?? 0}, ${extra.worked ?? 0},
      ${extra.ot25 ?? 0}, ${extra.ot35 ?? 0})
    on conflict (employee_id, work_date) do update set status = excluded.status,
      late_minutes = excluded.late_minutes`);

const mark = async (
  employeeId: number,
  workDate: string,
  markedAt: string,
  kind: 'entry' | 'exit',
  extra: { method?: string; supersedes?: number; recordedBy?: number; reason?: string } = {},
) =>
  (
    await ctx.database.db.execute<{ id: number }>(sql`
      insert into attendance_marks (employee_id, work_date, marked_at, kind, method, campus_id, device,
        reason, supersedes_id, recorded_by)
      values (${employeeId}, ${workDate}, ${markedAt}, ${kind}, ${extra.method ?? 'self_qr'},
        (select min(id) from campuses), 'Pixel 7', ${extra.reason ?? null}, ${extra.supersedes ?? null},
        ${extra.recordedBy ?? null})
      returning id`)
  ).rows[0]?.id ?? 0;

const userWith = async (sections: number[], options: { chiefOf?: number } = {}) => {
  const user = await createTestUser(ctx, { sections, employeeId: options.chiefOf ?? null });
  if (options.chiefOf)
    await ctx.database.pool.query('update users set role_id = $1 where id = $2', [ROLE_IDS.CHIEF, user.id]);
  return { user, api: client(ctx, await sessionToken(ctx, user)) };
};

beforeAll(async () => {
  // The demo seed marks and computes the last weeks; these tests build their own days.
  await ctx.database.pool.query('truncate attendance_marks, attendance_days');
  const u = await userWith([S.PAYROLL, S.REPORTS, S.MONITORING_ATTENDANCE]);
  hr = u.api;
  hrUserId = u.user.id;
  [ops, ops2] = (await staffOf(3, 2)) as [Staff, Staff];
  [accounting] = (await staffOf(5, 1)) as [Staff];
  // ops: late, present, absent, justified, vacation, remote, day off; the rest of March not computed.
  await day(ops.id, '2026-03-02', 'marked', { late: 10, worked: 480, ot25: 60, ot35: 15 });
  await day(ops.id, '2026-03-03', 'marked', { worked: 480, ot25: 30 });
  await day(ops.id, '2026-03-04', 'unmarked');
  await day(ops.id, '2026-03-05', 'justified');
  await day(ops.id, '2026-03-06', 'vacation');
  await day(ops.id, '2026-03-07', 'remote', { worked: 480 });
  await day(ops.id, '2026-03-08', 'not_working');
  await day(ops2.id, '2026-03-02', 'marked', { late: 3 });
  await day(accounting.id, '2026-03-02', 'unmarked');
  await day(ops.id, '2026-05-04', 'marked', { late: 7 });
});

const grid = async (api: ReturnType<typeof client>, url: string, body: Record<string, unknown>) => {
  const res = await api.post(url, body);
  return { status: res.status, body: res.body as Grid };
};

describe('HR payroll › Attendance month grid', () => {
  it('gives each employee one letter per day and the month totals', async () => {
    const { status, body } = await grid(hr, '/api/rrhh/attendance/list', { month: MONTH, q: ops.doc });
    expect(status).toBe(200);
    expect(body.days).toBe(31);
    const row = body.data.find((r) => r.employeeId === ops.id);
    expect(row?.codes).toBe(`-LMUJVRN${'-'.repeat(23)}`);
    expect(row).toMatchObject({
      workedDays: 3,
      absences: 1,
      justified: 1,
      vacation: 1,
      remote: 1,
      lateMinutes: 10,
      overtime25Minutes: 90,
      overtime35Minutes: 15,
    });
  });

  it('filters by personal type, area and pages on the server', async () => {
    const same = await grid(hr, '/api/rrhh/attendance/list', {
      month: MONTH,
      q: ops.doc,
      filters: { personalType: ops.type },
    });
    expect(same.body.data.map((r) => r.employeeId)).toContain(ops.id);
    const other = await grid(hr, '/api/rrhh/attendance/list', {
      month: MONTH,
      q: ops.doc,
      filters: { personalType: ops.type === 'operations' ? 'administrative' : 'operations' },
    });
    expect(other.body.data.map((r) => r.employeeId)).not.toContain(ops.id);
    const area = await grid(hr, '/api/rrhh/attendance/list', {
      month: MONTH,
      filters: { areaId: 5 },
      perPage: 500,
    });
    expect(area.body.data.every((r) => r.areaName === 'Contabilidad')).toBe(true);
    const first = await grid(hr, '/api/rrhh/attendance/list', { month: MONTH, perPage: 2, page: 1 });
    const second = await grid(hr, '/api/rrhh/attendance/list', { month: MONTH, perPage: 2, page: 2 });
    expect(first.body.total).toBe(second.body.total);
    expect(first.body.data).toHaveLength(2);
    expect(second.body.data[0]?.employeeId).not.toBe(first.body.data[0]?.employeeId);
    const byLate = await grid(hr, '/api/rrhh/attendance/list', {
      month: MONTH,
      sortBy: 'lateMinutes',
      sortDesc: true,
      perPage: 1,
    });
    expect(byLate.body.data[0]?.lateMinutes).toBeGreaterThanOrEqual(10);
  });

  it('refuses a bad month, and exports Excel', async () => {
    expect((await hr.post('/api/rrhh/attendance/list', { month: '2026-13' })).status).toBe(400);
    expect((await hr.post('/api/rrhh/attendance/list', { month: 'marzo' })).status).toBe(400);
    expect((await hr.post('/api/rrhh/attendance/list', {})).status).toBe(400);
    const res = await hr.post('/api/rrhh/attendance/export', { month: MONTH, q: ops.doc });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.raw as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(6).value).toBe('1');
    // Day 2 of the first data row is the late letter (English "L").
    expect(sheet?.getRow(2).getCell(7).value).toBe('L');
  });

  it('keeps an area chief to their own area', async () => {
    const chief = await userWith([S.PAYROLL, S.REPORTS, S.MONITORING_ATTENDANCE], { chiefOf: accounting.id });
    const own = await grid(chief.api, '/api/rrhh/attendance/list', { month: MONTH, perPage: 500 });
    expect(own.status).toBe(200);
    expect(own.body.data.length).toBeGreaterThan(0);
    expect(own.body.data.every((r) => r.areaName === 'Contabilidad')).toBe(true);
    expect(own.body.data.map((r) => r.employeeId)).not.toContain(ops.id);
    expect(
      (await chief.api.post('/api/rrhh/attendance/list', { month: MONTH, filters: { areaId: 3 } })).status,
    ).toBe(403);
    const monthly = await grid(chief.api, '/api/rrhh/report/monthly', { month: MONTH, perPage: 500 });
    expect(monthly.body.data.every((r) => r.areaName === 'Contabilidad')).toBe(true);
    const today = (await chief.api.post('/api/monitoring/attendance/today', {})).body as {
      byArea: { name: string }[];
    };
    expect(today.byArea.map((a) => a.name)).toEqual(['Contabilidad']);
  });
});

describe('reports', () => {
  it('monthly: the grid with a chart of the whole filter', async () => {
    const { status, body } = await grid(hr, '/api/rrhh/report/monthly', {
      month: MONTH,
      filters: { areaId: 3 },
    });
    expect(status).toBe(200);
    expect(body.chart).toHaveLength(31);
    expect(body.chart?.find((d) => d.date === '2026-03-02')?.late).toBeGreaterThanOrEqual(2);
    const res = await hr.post('/api/rrhh/report/monthly/export', { month: MONTH });
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('details: every mark, who recorded it, superseded ones flagged', async () => {
    const original = await mark(ops.id, '2026-03-10', '2026-03-10T13:05:00Z', 'entry');
    const fix = await mark(ops.id, '2026-03-10', '2026-03-10T15:00:00Z', 'entry', {
      method: 'manual',
      supersedes: original,
      recordedBy: hrUserId,
      reason: 'Olvidó marcar',
    });
    const res = await hr.post('/api/rrhh/report/details', {
      from: '2026-03-01',
      to: '2026-03-31',
      filters: { employeeId: ops.id },
    });
    expect(res.status).toBe(200);
    const body = res.body as {
      data: {
        id: number;
        superseded: boolean;
        method: string;
        recordedByName: string | null;
        supersedesId: number | null;
      }[];
      total: number;
      chart: { date: string; self_qr: number; manual: number }[];
    };
    expect(body.total).toBe(2);
    expect(body.data.find((m) => m.id === original)?.superseded).toBe(true);
    expect(body.data.find((m) => m.id === fix)).toMatchObject({
      superseded: false,
      method: 'manual',
      recordedByName: 'Test User',
      supersedesId: original,
    });
    // The chart counts the mark in force only.
    expect(body.chart.find((d) => d.date === '2026-03-10')).toMatchObject({ self_qr: 0, manual: 1 });
    expect((await hr.post('/api/rrhh/report/details', { from: '2026-03-31', to: '2026-03-01' })).status).toBe(
      400,
    );
    const xlsx = await hr.post('/api/rrhh/report/details/export', { from: '2026-03-01', to: '2026-03-31' });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('year: per-month totals per employee', async () => {
    const res = await hr.post('/api/rrhh/report/year', { year: 2026, q: ops.doc });
    expect(res.status).toBe(200);
    const body = res.body as {
      data: { employeeId: number; workedDays: number[]; lateMinutes: number[]; totalLateMinutes: number }[];
      chart: { month: number; lateMinutes: number }[];
    };
    const row = body.data.find((r) => r.employeeId === ops.id);
    expect(row?.workedDays[2]).toBe(3);
    expect(row?.lateMinutes[4]).toBe(7);
    expect(row?.totalLateMinutes).toBe(17);
    expect(body.chart).toHaveLength(12);
    expect((await hr.post('/api/rrhh/report/year/export', { year: 2026 })).status).toBe(200);
  });

  it('needs the reports section', async () => {
    const payrollOnly = await userWith([S.PAYROLL]);
    expect((await payrollOnly.api.post('/api/rrhh/report/monthly', { month: MONTH })).status).toBe(403);
  });
});

describe('department reports', () => {
  it("show only the areas Settings grants the department's section", async () => {
    // Demo Settings: treasury (20) is granted to Tesorería (4) and Contabilidad (5).
    const treasurer = await userWith([S.TREASURY_ATTENDANCE]);
    const res = await grid(treasurer.api, '/api/treasury/attendance/report', { month: MONTH, perPage: 1000 });
    expect(res.status).toBe(200);
    expect(new Set(res.body.data.map((r) => r.areaName))).toEqual(new Set(['Tesorería', 'Contabilidad']));
    expect(res.body.chart).toHaveLength(31);
    expect(
      (await treasurer.api.post('/api/treasury/attendance/report', { month: MONTH, filters: { areaId: 3 } }))
        .status,
    ).toBe(403);
    const file = await treasurer.api.post('/api/treasury/attendance/report/export', { month: MONTH });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    // Without the other departments' sections.
    expect((await treasurer.api.post('/api/operations/attendance/report', { month: MONTH })).status).toBe(
      403,
    );
    expect((await treasurer.api.post('/api/workshop/attendance/report', { month: MONTH })).status).toBe(403);
    expect((await treasurer.api.post('/api/rrhh/attendance/list', { month: MONTH })).status).toBe(403);
  });

  it('operations, workshop and bookkeeping each see their own areas', async () => {
    const all = await userWith([S.OPERATIONS_ATTENDANCE, S.WORKSHOP_ATTENDANCE, S.BOOKKEEPING_ATTENDANCE]);
    const opsReport = await grid(all.api, '/api/operations/attendance/report', {
      month: MONTH,
      perPage: 1000,
    });
    expect(new Set(opsReport.body.data.map((r) => r.areaName))).toEqual(new Set(['Operaciones']));
    expect(opsReport.body.data.find((r) => r.employeeId === ops.id)?.lateMinutes).toBe(10);
    const workshop = await grid(all.api, '/api/workshop/attendance/report', { month: MONTH, perPage: 1000 });
    expect(new Set(workshop.body.data.map((r) => r.areaName))).toEqual(new Set(['Taller']));
    const books = await grid(all.api, '/api/bookeeping/attendance/report', { month: MONTH, perPage: 1000 });
    expect(books.body.data.map((r) => r.employeeId)).toContain(accounting.id);
    expect(books.body.data.map((r) => r.employeeId)).not.toContain(ops.id);
  });
});

describe('monitoring today', () => {
  it('counts who is in, late, absent and on leave, per area and campus', async () => {
    const today = limaToday();
    await day(ops.id, today, 'marked', { late: 12 });
    await mark(ops.id, today, new Date().toISOString(), 'entry');
    await day(ops2.id, today, 'vacation');
    await day(accounting.id, today, 'unmarked');
    const res = await hr.post('/api/monitoring/attendance/today', { areaId: 3 });
    expect(res.status).toBe(200);
    const body = res.body as {
      date: string;
      counts: { in: number; late: number; leave: number; total: number };
      byArea: { name: string; in: number }[];
      byCampus: { total: number }[];
      people: { employeeId: number; state: string; lateMinutes: number }[];
    };
    expect(body.date).toBe(today);
    expect(body.people.find((p) => p.employeeId === ops.id)).toMatchObject({ state: 'in', lateMinutes: 12 });
    expect(body.people.find((p) => p.employeeId === ops2.id)?.state).toBe('leave');
    expect(body.counts.in).toBeGreaterThanOrEqual(1);
    expect(body.counts.late).toBeGreaterThanOrEqual(1);
    expect(body.byArea.map((a) => a.name)).toEqual(['Operaciones']);
    expect(body.byCampus.reduce((n, c) => n + c.total, 0)).toBe(body.counts.total);
    const all = (await hr.post('/api/monitoring/attendance/today', {})).body as {
      people: { employeeId: number; state: string }[];
    };
    expect(all.people.find((p) => p.employeeId === accounting.id)?.state).toBe('absent');
  });
});

describe('today, still being worked', () => {
  it('shows in the month grid as not computed and is not counted as an absence', async () => {
    const today = limaToday();
    await day(accounting.id, today, 'unmarked');
    const { body } = await grid(hr, '/api/rrhh/attendance/list', {
      month: today.slice(0, 7),
      q: accounting.doc,
    });
    const row = body.data.find((r) => r.employeeId === accounting.id);
    expect(row?.codes[Number(today.slice(8)) - 1]).toBe('-');
    expect(row?.absences).toBe([...(row?.codes ?? '')].filter((c) => c === 'U').length);
  });
});
