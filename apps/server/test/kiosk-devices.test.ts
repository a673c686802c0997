import { SECTION_IDS } from '@zerg/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

/**
 * Kiosk codes prove presence (issue #24, point 5). On main any holder of monitoring attendance
 * minted a code for any campus from anywhere, and any employee marked with it; now only a device an
 * administrator registered (and did not revoke) obtains one, and a mark records that device.
 */
const ctx = useTestApp({}, { logger: { level: 'error' } });

type Device = {
  id: number;
  name: string;
  campusId: number;
  tokenHint: string;
  status: 'active' | 'revoked';
  lastSeenAt: string | null;
  revokedByName: string | null;
};
type Registered = { device: Device; token: string };

let admin: ReturnType<typeof client>;
let kiosk: ReturnType<typeof client>;
let employee: ReturnType<typeof client>;
let campuses: number[];

const speakingAs = async (sections: number[], employeeId: number | null = null) =>
  client(ctx, await sessionToken(ctx, await createTestUser(ctx, { sections, employeeId })));

const register = async (name: string, campusId = campuses[0]) => {
  const res = await admin.post('/api/setting/kiosk-devices/create', { name, campusId });
  expect(res.status).toBe(200);
  return res.body as Registered;
};

const codeOn = (token: string) => kiosk.post('/api/attendance/kiosk/code', {}, { 'x-kiosk-device': token });

beforeAll(async () => {
  campuses = (await ctx.database.pool.query<{ id: number }>('select id from campuses order by id')).rows.map(
    (r) => r.id,
  );
  const { rows } = await ctx.database.pool.query<{ id: number }>(
    'select min(employee_id) as id from employee_jobs where area_id = 5',
  );
  admin = await speakingAs([SECTION_IDS.SETTINGS_GENERAL]);
  kiosk = await speakingAs([SECTION_IDS.MONITORING_ATTENDANCE]);
  employee = await speakingAs([], rows[0]?.id ?? null);
});

describe('a code comes only from a registered kiosk', () => {
  it('is refused to a monitoring-attendance session without a device token (main minted it)', async () => {
    const bare = await kiosk.post('/api/attendance/kiosk/code', { campusId: campuses[0] });
    expect(bare.status).toBe(400);
    expect((bare.body as { code: string }).code).toBe('KIOSK_DEVICE_REQUIRED');
    const madeUp = await codeOn(`zkd_${'A'.repeat(43)}`);
    expect(madeUp.status).toBe(403);
    expect((madeUp.body as { code: string }).code).toBe('KIOSK_DEVICE_NOT_REGISTERED');
    const scan = await kiosk.post('/api/attendance/kiosk/scan', { employeeCode: 'ZERG-ATT:NOPE0000' });
    expect(scan.status).toBe(400);
  });

  it('is given to a registered device, bound to it, and the device is seen', async () => {
    const { device, token } = await register('Gate A', campuses[1]);
    const res = await codeOn(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deviceId: device.id, deviceName: 'Gate A', campusId: campuses[1] });
    const mark = await employee.post('/api/attendance/mark', { code: (res.body as { code: string }).code });
    expect(mark.status).toBe(200);
    expect((mark.body as { mark: { kioskDeviceId: number; campusId: number } }).mark).toMatchObject({
      kioskDeviceId: device.id,
      campusId: campuses[1],
    });
    const listed = await admin.post('/api/setting/kiosk-devices/list', { q: 'Gate A' });
    expect((listed.body as { data: Device[] }).data[0]?.lastSeenAt).not.toBeNull();
  });

  it('stops at once when revoked: no new code, and the code it showed is refused', async () => {
    const { device, token } = await register('Gate B');
    const shown = (await codeOn(token)).body as { code: string };
    const revoked = await admin.post('/api/setting/kiosk-devices/revoke', { id: device.id });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ status: 'revoked', revokedByName: 'Test User' });
    expect((await codeOn(token)).status).toBe(403);
    const mark = await employee.post('/api/attendance/mark', { code: shown.code });
    expect(mark.status).toBe(403);
    expect((mark.body as { code: string }).code).toBe('KIOSK_DEVICE_NOT_REGISTERED');
    const again = await admin.post('/api/setting/kiosk-devices/revoke', { id: device.id });
    expect(again.status).toBe(409);
    const audit = await ctx.database.pool.query(
      "select action from audit_log where entity = 'attendance_kiosk_device' and entity_id = $1 order by id",
      [String(device.id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['register', 'revoke']);
  });
});

describe('registering kiosks', () => {
  it('shows the token once and keeps only its hash', async () => {
    const { device, token } = await register('Gate C');
    expect(token).toMatch(/^zkd_[A-Za-z0-9_-]{43}$/);
    expect(token.startsWith(device.tokenHint)).toBe(true);
    const stored = await ctx.database.pool.query(
      'select token_hash from attendance_kiosk_devices where id = $1',
      [device.id],
    );
    expect(stored.rows[0].token_hash).not.toContain(token.slice(4));
    const audit = await ctx.database.pool.query(
      "select after::text as after from audit_log where entity = 'attendance_kiosk_device' and entity_id = $1",
      [String(device.id)],
    );
    expect(audit.rows[0].after).not.toContain(token.slice(10));
    const listed = await admin.post('/api/setting/kiosk-devices/list', { q: 'Gate C' });
    expect(JSON.stringify(listed.body)).not.toContain(token.slice(10));
  });

  it('is for administrators: a kiosk user cannot make a device of their own', async () => {
    const res = await kiosk.post('/api/setting/kiosk-devices/create', {
      name: 'Mine',
      campusId: campuses[0],
    });
    expect(res.status).toBe(403);
    const unknownCampus = await admin.post('/api/setting/kiosk-devices/create', {
      name: 'X',
      campusId: 99999,
    });
    expect(unknownCampus.status).toBe(400);
    expect(Object.keys((unknownCampus.body as { errors: object }).errors)).toEqual(['campusId']);
  });

  it('lists with paging, search, filters and sorting, and exports', async () => {
    await register('Paging one', campuses[2]);
    await register('Paging two', campuses[2]);
    const { device } = await register('Paging three', campuses[3]);
    await admin.post('/api/setting/kiosk-devices/revoke', { id: device.id });
    const page = await admin.post('/api/setting/kiosk-devices/list', {
      q: 'paging',
      perPage: 2,
      sortBy: 'name',
      sortDesc: true,
    });
    const body = page.body as { data: Device[]; total: number };
    expect(body.total).toBe(3);
    expect(body.data.map((d) => d.name)).toEqual(['Paging two', 'Paging three']);
    const active = await admin.post('/api/setting/kiosk-devices/list', {
      q: 'paging',
      filters: { status: 'active', campusId: campuses[2] },
    });
    expect((active.body as { data: Device[] }).data.map((d) => d.name).sort()).toEqual([
      'Paging one',
      'Paging two',
    ]);
    const file = await admin.post('/api/setting/kiosk-devices/export', { q: 'paging' });
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');
  });
});
