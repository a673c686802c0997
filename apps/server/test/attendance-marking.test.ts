import { ROLE_IDS, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { signKioskCode } from '../src/modules/attendance/kiosk-code.ts';
import { client } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp({}, { logger: { level: 'error' } });

type Mark = {
  id: number;
  employeeId: number;
  employeeName: string;
  kind: 'entry' | 'exit';
  method: string;
  campusId: number | null;
  device: string | null;
  kioskDeviceId: number | null;
  reason: string | null;
  supersedesId: number | null;
  supersededById: number | null;
  recordedByName: string | null;
  workDate: string;
};
type MarkResult = { mark: Mark; duplicate: boolean };

let kiosk: ReturnType<typeof client>;
let hr: ReturnType<typeof client>;
let campusId: number;
/** The kiosk device an administrator registered for these tests, and its token header. */
let deviceId: number;
let onDevice: Record<string, string>;
/** Employees of operations (area 3) and accounting (area 5). */
let opsA: number;
let opsB: number;
let opsC: number;
let accounting: number;

const employeesOfArea = async (areaId: number) =>
  (
    await ctx.database.db.execute<{ id: number }>(
      sql`select employee_id as id from employee_jobs where area_id = ${areaId} order by employee_id`,
    )
  ).rows.map((r) => r.id);

const speakingAs = async (sections: number[], employeeId: number | null = null, roleId?: number) => {
  const user = await createTestUser(ctx, { sections, employeeId });
  if (roleId) await ctx.database.pool.query('update users set role_id = $1 where id = $2', [roleId, user.id]);
  return client(ctx, await sessionToken(ctx, user));
};

const freshCode = async () => {
  const res = await kiosk.post('/api/attendance/kiosk/code', {}, onDevice);
  expect(res.status).toBe(200);
  return (res.body as { code: string }).code;
};

beforeAll(async () => {
  const [campus] = (await ctx.database.db.execute<{ id: number }>(sql`select min(id) as id from campuses`))
    .rows;
  campusId = Number(campus?.id);
  [opsA, opsB, opsC] = (await employeesOfArea(3)) as [number, number, number];
  [accounting] = (await employeesOfArea(5)) as [number];
  // Start clean: the demo seed's marks of these employees would decide entry or exit.
  await ctx.database.pool.query('delete from attendance_marks where employee_id = any($1)', [
    [opsA, opsB, opsC, accounting],
  ]);
  // Without a schedule every first mark is an entry, whatever the hour the test runs at.
  await ctx.database.pool.query('delete from employee_schedules where employee_id = $1', [opsA]);
  kiosk = await speakingAs([SECTION_IDS.MONITORING_ATTENDANCE]);
  hr = await speakingAs([SECTION_IDS.PAYROLL]);
  const admin = await speakingAs([SECTION_IDS.SETTINGS_GENERAL]);
  const registered = await admin.post('/api/setting/kiosk-devices/create', { name: 'Front door', campusId });
  expect(registered.status).toBe(200);
  const { device, token } = registered.body as { device: { id: number }; token: string };
  deviceId = device.id;
  onDevice = { 'x-kiosk-device': token };
});

describe('the kiosk code', () => {
  it('is signed, names the device and its campus and comes with its QR', async () => {
    const res = await kiosk.post('/api/attendance/kiosk/code', {}, onDevice);
    expect(res.status).toBe(200);
    const body = res.body as { code: string; campusId: number; qrSvg: string; refreshInSeconds: number };
    expect(body.code).toMatch(new RegExp(`^ZK2\\.${deviceId}\\.\\d+\\.`));
    expect(body.campusId).toBe(campusId);
    expect(body.qrSvg).toContain('<svg');
    expect(body.refreshInSeconds).toBe(30);
  });
  it('is only for holders of monitoring attendance', async () => {
    const employee = await speakingAs([], opsA);
    expect((await employee.post('/api/attendance/kiosk/code', {}, onDevice)).status).toBe(403);
  });
});

describe('self-marking', () => {
  it('accepts a signed code: the first mark is an entry recorded with method, device and campus', async () => {
    const me = await speakingAs([], opsA);
    const res = await me.post(
      '/api/attendance/mark',
      { code: await freshCode() },
      { 'user-agent': 'PhoneBrowser/1.0' },
    );
    expect(res.status).toBe(200);
    const { mark, duplicate } = res.body as MarkResult;
    expect(duplicate).toBe(false);
    expect(mark).toMatchObject({
      employeeId: opsA,
      kind: 'entry',
      method: 'self_qr',
      campusId,
      device: 'PhoneBrowser/1.0',
      kioskDeviceId: deviceId,
      kioskDeviceName: 'Front door',
    });
    expect(mark.recordedByName).toBe('Test User');
    const audit = await ctx.database.pool.query(
      "select 1 from audit_log where entity = 'attendance_mark' and entity_id = $1",
      [String(mark.id)],
    );
    expect(audit.rowCount).toBe(1);
  });

  it('refuses a replayed code', async () => {
    const me = await speakingAs([], opsB);
    const code = await freshCode();
    expect((await me.post('/api/attendance/mark', { code })).status).toBe(200);
    const again = await me.post('/api/attendance/mark', { code });
    expect(again.status).toBe(409);
    expect((again.body as { code: string }).code).toBe('KIOSK_CODE_REPLAYED');
  });

  it('refuses a replay even when both requests race', async () => {
    const me = await speakingAs([], opsC);
    const code = await freshCode();
    const answers = await Promise.all([1, 2, 3].map(() => me.post('/api/attendance/mark', { code })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  });

  it('counts two marks within a minute as one', async () => {
    const me = await speakingAs([], opsA);
    // Codes are stamped to the second: wait for one different from the first test's.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await me.post('/api/attendance/mark', { code: await freshCode() });
    expect(res.status).toBe(200);
    expect((res.body as MarkResult).duplicate).toBe(true);
    const n = await ctx.database.pool.query(
      'select count(*)::int as n from attendance_marks where employee_id = $1',
      [opsA],
    );
    expect(n.rows[0].n).toBe(1);
  });

  it('refuses an expired code', async () => {
    const me = await speakingAs([], accounting);
    const old = signKioskCode(ctx.config.jwtSecret, deviceId, Date.now() - 40_000);
    const res = await me.post('/api/attendance/mark', { code: old });
    expect(res.status).toBe(400);
    expect((res.body as { code: string }).code).toBe('KIOSK_CODE_EXPIRED');
  });

  it('refuses a tampered code and one signed with another secret', async () => {
    const me = await speakingAs([], accounting);
    const code = await freshCode();
    const [p, , at, sig] = code.split('.');
    const otherDevice = await me.post('/api/attendance/mark', { code: `${p}.${deviceId + 1}.${at}.${sig}` });
    expect(otherDevice.status).toBe(400);
    expect((otherDevice.body as { code: string }).code).toBe('KIOSK_CODE_INVALID');
    const forged = signKioskCode('another-secret-of-at-least-thirty-two-chars', deviceId, Date.now());
    expect((await me.post('/api/attendance/mark', { code: forged })).status).toBe(400);
  });

  it('needs an employee record', async () => {
    const nobody = await speakingAs([]);
    const res = await nobody.post('/api/attendance/mark', { code: await freshCode() });
    expect(res.status).toBe(403);
    expect((res.body as { code: string }).code).toBe('NO_EMPLOYEE_RECORD');
  });
});

describe('kiosk scanning', () => {
  it("marks the employee whose printed QR it scans, recorded by the kiosk's user", async () => {
    await ctx.database.pool.query("update employees set attendance_code = 'TESTQR42' where id = $1", [
      accounting,
    ]);
    const res = await kiosk.post(
      '/api/attendance/kiosk/scan',
      { employeeCode: 'ZERG-ATT:TESTQR42' },
      onDevice,
    );
    expect(res.status).toBe(200);
    expect((res.body as MarkResult).mark).toMatchObject({
      employeeId: accounting,
      method: 'kiosk_scan',
      device: 'kiosk: Front door',
      kioskDeviceId: deviceId,
      campusId,
    });
    const unknown = await kiosk.post(
      '/api/attendance/kiosk/scan',
      { employeeCode: 'ZERG-ATT:NOPE0000' },
      onDevice,
    );
    expect(unknown.status).toBe(404);
    expect((unknown.body as { code: string }).code).toBe('EMPLOYEE_CODE_UNKNOWN');
  });
});

describe('manual marks', () => {
  it('need a reason of some words', async () => {
    const res = await hr.post('/api/rrhh/attendance/mark/create', {
      employeeId: opsB,
      markedAt: '2026-03-10T08:00',
      kind: 'entry',
      reason: 'short',
    });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { errors: Record<string, string[]> }).errors)).toContain('reason');
  });

  it('are added, and a correction supersedes without editing', async () => {
    const created = await hr.post('/api/rrhh/attendance/mark/create', {
      employeeId: opsB,
      markedAt: '2026-03-10T18:00',
      kind: 'exit',
      reason: 'Forgot to mark the exit at the gate',
    });
    expect(created.status).toBe(200);
    const first = created.body as Mark;
    expect(first).toMatchObject({
      method: 'manual',
      kind: 'exit',
      workDate: '2026-03-10',
      supersedesId: null,
    });
    const corrected = await hr.post('/api/rrhh/attendance/mark/create', {
      employeeId: opsB,
      markedAt: '2026-03-10T17:05',
      kind: 'exit',
      reason: 'The gate log shows 17:05, not 18:00',
      supersedesId: first.id,
    });
    expect(corrected.status).toBe(200);
    expect((corrected.body as Mark).supersedesId).toBe(first.id);
    const twice = await hr.post('/api/rrhh/attendance/mark/create', {
      employeeId: opsB,
      markedAt: '2026-03-10T17:06',
      kind: 'exit',
      reason: 'A second correction of the same mark',
      supersedesId: first.id,
    });
    expect(twice.status).toBe(409);
    const list = await hr.post('/api/rrhh/attendance/mark/list', {
      filters: { employeeId: opsB, from: '2026-03-10', to: '2026-03-10', withSuperseded: true },
    });
    const rows = (list.body as { data: Mark[] }).data;
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.id === first.id)?.supersededById).toBe((corrected.body as Mark).id);
    const inForce = await hr.post('/api/rrhh/attendance/mark/list', {
      filters: { employeeId: opsB, from: '2026-03-10', to: '2026-03-10' },
    });
    expect((inForce.body as { data: Mark[] }).data.map((r) => r.id)).toEqual([(corrected.body as Mark).id]);
  });

  it('refuse a month whose payroll is approved with 409', async () => {
    await ctx.database.pool.query(
      `insert into attendance_closed_months (month, company_id, personal_type)
       select '2026-02-01', company_id, personal_type from employee_jobs where employee_id = $1`,
      [opsB],
    );
    const res = await hr.post('/api/rrhh/attendance/mark/create', {
      employeeId: opsB,
      markedAt: '2026-02-10T08:00',
      kind: 'entry',
      reason: 'Forgot to mark the entry at the gate',
    });
    expect(res.status).toBe(409);
    expect((res.body as { code: string }).code).toBe('ATTENDANCE_MONTH_CLOSED');
  });

  // Issue 24, point 9, and issue 27: under EXPORT_JOB_ROWS the file comes in the answer; above it,
  // a job (export-jobs.test.ts) builds the same workbook.
  it('exports to Excel with the list filters and the caller scope', async () => {
    const file = await hr.post('/api/rrhh/attendance/mark/export', { filters: { employeeId: opsB } });
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');
    expect(String(file.headers['content-disposition'])).toContain('attendance-marks.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as unknown as ArrayBuffer);
    const rows = book.worksheets[0]?.rowCount ?? 0;
    const listed = await hr.post('/api/rrhh/attendance/mark/list', {
      filters: { employeeId: opsB },
      perPage: 100,
    });
    expect(rows - 1).toBe((listed.body as { total: number }).total);
  });
});

describe('scopes', () => {
  it('keeps an area chief to their own area', async () => {
    const chief = await speakingAs([SECTION_IDS.PAYROLL], opsA, ROLE_IDS.CHIEF);
    const list = await chief.post('/api/rrhh/attendance/mark/list', { perPage: 100 });
    expect(list.status).toBe(200);
    const ids = new Set((list.body as { data: Mark[] }).data.map((r) => r.employeeId));
    expect(ids.has(accounting)).toBe(false);
    expect(ids.has(opsB)).toBe(true);
    const outside = await chief.post('/api/rrhh/attendance/mark/create', {
      employeeId: accounting,
      markedAt: '2026-03-11T08:00',
      kind: 'entry',
      reason: 'Forgot to mark the entry at the gate',
    });
    expect(outside.status).toBe(404);
  });

  it('keeps the export of an area chief to their area', async () => {
    const chief = await speakingAs([SECTION_IDS.PAYROLL], opsA, ROLE_IDS.CHIEF);
    const file = await chief.post('/api/rrhh/attendance/mark/export', {});
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as unknown as ArrayBuffer);
    const names: string[] = [];
    book.worksheets[0]?.eachRow((row, n) => {
      if (n > 1) names.push(String(row.getCell(1).value));
    });
    const listed = (await chief.post('/api/rrhh/attendance/mark/list', { perPage: 100 })).body as {
      total: number;
    };
    expect(names.length).toBe(listed.total);
    const outsider = (
      (await hr.post('/api/rrhh/attendance/mark/list', { filters: { employeeId: accounting }, perPage: 1 }))
        .body as { data: Mark[] }
    ).data[0]?.employeeName;
    expect(outsider).toBeTruthy();
    expect(names).not.toContain(outsider);
  });

  it('shows an employee only their own marks, and not the HR list', async () => {
    const me = await speakingAs([], opsB);
    const mine = await me.post('/api/attendance/my-marks', { from: '2026-03-01', to: '2026-03-31' });
    expect(mine.status).toBe(200);
    expect((mine.body as Mark[]).every((r) => r.employeeId === opsB)).toBe(true);
    expect((mine.body as Mark[]).length).toBe(1);
    expect((await me.post('/api/rrhh/attendance/mark/list', {})).status).toBe(403);
  });
});

describe('the employee page paths', () => {
  it("answer today's schedule and marks, and the month's days", async () => {
    const me = await speakingAs([], opsA);
    const today = await me.post('/api/rrhh/schedule/get-employee-mark-schedule', {});
    expect(today.status).toBe(200);
    const t = today.body as { marks: Mark[]; nextKind: string; date: string };
    expect(t.marks.map((m) => m.kind)).toEqual(['entry']);
    expect(t.nextKind).toBe('exit');
    const [year, month] = t.date.split('-').map(Number);
    const days = await me.post('/api/rrhh/schedule/get-personal-working-days', { year, month });
    expect(days.status).toBe(200);
    const list = (days.body as { days: { date: string; marks: number }[] }).days;
    expect(list.find((d) => d.date === t.date)?.marks).toBe(1);
  });
});
