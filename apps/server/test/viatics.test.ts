import { ROLE_IDS, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { approvedUnpaidViatics } from '../src/modules/viatics/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();

type Viatic = {
  id: number;
  employeeId: number;
  zoneId: number;
  days: number;
  nights: number;
  dailyFood: string;
  dailyLodging: string;
  dailyLocalTransport: string;
  rateValidFrom: string | null;
  total: string;
  advance: string;
  balance: string;
  status: 1 | 2 | 3;
  stage: 'chief' | 'hr' | 'approved' | 'rejected';
  chiefApprovedByName: string | null;
  hrApprovedByName: string | null;
  travelOrderId: number | null;
  paidAt: string | null;
};
type List = { data: Viatic[]; total: number };
type Errors = { code: string; errors?: Record<string, string[]> };

const base = '/api/rrhh/viatic';
const rateBase = '/api/setting/viatic-rate';

let admin: ReturnType<typeof client>;
let adminEs: ReturnType<typeof client>;
/** HR: a user whose employee works in the HR area (role chief, like the demo rrhh@). */
let hr: ReturnType<typeof client>;
let hrUserId: number;
/** Chief of the operations area (3) and of accounting (5). */
let opsChief: ReturnType<typeof client>;
let opsChiefId: number;
let accChief: ReturnType<typeof client>;
/** A second chief of Operaciones who asks: the chief who decides is never the one who asked. */
let opsRequester: ReturnType<typeof client>;
let driver: ReturnType<typeof client>;
let driverEmployeeId: number;
let opsA: number;
let opsB: number;
let accA: number;
let zoneId: number;

const db = () => ctx.database.db;

const employeesOfArea = async (areaId: number) =>
  (
    await db().execute<{ id: number }>(
      sql`select ej.employee_id as id from employee_jobs ej
          where ej.area_id = ${areaId}
            and not exists (select 1 from viatics v where v.employee_id = ej.employee_id)
            and not exists (select 1 from users u where u.employee_id = ej.employee_id)
          order by ej.employee_id`,
    )
  ).rows.map((r) => Number(r.id));

/** A user of role chief whose employee is `employeeId`, holding `sections`. */
const chiefUser = async (employeeId: number, sections: number[] = [SECTION_IDS.VIATICS]) => {
  const user = await createTestUser(ctx, { sections, employeeId });
  await db().execute(sql`update users set role_id = ${ROLE_IDS.CHIEF} where id = ${user.id}`);
  return { user, api: client(ctx, await sessionToken(ctx, user)) };
};

const request = (over: Record<string, unknown> = {}) => ({
  employeeId: opsA,
  zoneId,
  startDate: '2031-05-04',
  endDate: '2031-05-07',
  advance: '100',
  purpose: 'Ruta Lima – Trujillo',
  observations: '',
  ...over,
});

beforeAll(async () => {
  const session = await login(ctx, DEMO.admin);
  admin = client(ctx, session.accessToken);
  adminEs = client(ctx, session.accessToken, 'es');
  [opsA, opsB] = (await employeesOfArea(3)) as [number, number];
  [accA] = (await employeesOfArea(5)) as [number];
  const [hrEmployee] = await employeesOfArea(2);
  const hrChief = await chiefUser(hrEmployee as number);
  hr = hrChief.api;
  hrUserId = hrChief.user.id;
  const ops = await chiefUser(opsB);
  opsChief = ops.api;
  opsChiefId = ops.user.id;
  const [, , opsRequesterEmployee] = await employeesOfArea(3);
  opsRequester = (await chiefUser(opsRequesterEmployee as number)).api;
  const [accChiefEmployee] = (await employeesOfArea(5)).filter((id) => id !== accA);
  accChief = (await chiefUser(accChiefEmployee as number)).api;
  const driverSession = await login(ctx, DEMO.driver);
  driver = client(ctx, driverSession.accessToken);
  const driverRow = await db().execute<{ employee_id: number }>(
    sql`select employee_id from users where email = ${DEMO.driver.email}`,
  );
  driverEmployeeId = Number(driverRow.rows[0]?.employee_id);
  // A zone of its own with known rates, so the amounts below do not depend on the demo's.
  const zone = await db().execute<{ id: number }>(
    sql`insert into zones (name) values ('Zona de prueba de viáticos') returning id`,
  );
  zoneId = Number(zone.rows[0]?.id);
  for (const rate of [
    { validFrom: '2030-01-01', food: '30', lodging: '60.5', localTransport: '10.10' },
    { validFrom: '2031-01-01', food: '45.35', lodging: '80.10', localTransport: '12.33' },
  ]) {
    const res = await admin.post(`${rateBase}/create`, { zoneId, ...rate });
    expect(res.status).toBe(200);
  }
});

describe('rates', () => {
  it('stores amounts with two decimals, audited, one row per zone and date', async () => {
    const list = (await admin.post(`${rateBase}/list`, { filters: { zoneId } })).body as {
      data: { validFrom: string; food: string; lodging: string }[];
    };
    expect(list.data.map((r) => [r.validFrom, r.food, r.lodging])).toEqual(
      expect.arrayContaining([
        ['2031-01-01', '45.35', '80.10'],
        ['2030-01-01', '30.00', '60.50'],
      ]),
    );
    const dup = await admin.post(`${rateBase}/create`, {
      zoneId,
      validFrom: '2031-01-01',
      food: '1',
      lodging: '1',
      localTransport: '1',
    });
    expect(dup.status).toBe(409);
    expect((dup.body as Errors).errors?.validFrom).toBeDefined();
    const bad = await admin.post(`${rateBase}/create`, {
      zoneId,
      validFrom: '2032-01-01',
      food: '1.234',
      lodging: '-1',
      localTransport: 'x',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as Errors).errors ?? {}).sort()).toEqual([
      'food',
      'localTransport',
      'lodging',
    ]);
    const audit = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity = 'viatic_rate' and action = 'create'`,
    );
    expect(Number(audit.rows[0]?.n)).toBeGreaterThanOrEqual(2);
  });

  it('is settings (section 17): a chief without it is refused', async () => {
    expect((await opsChief.post(`${rateBase}/list`, {})).status).toBe(403);
  });

  it('the request form reads the zones with the rate in force on a date', async () => {
    const res = await hr.post(`${base}/zones`, { date: '2030-06-01' });
    const zone = (res.body as { data: { id: number; rate: { food: string } | null }[] }).data.find(
      (z) => z.id === zoneId,
    );
    expect(zone?.rate?.food).toBe('30.00');
  });
});

describe('a request', () => {
  it('takes the daily amounts of the rate in force on the start date; total exact, days inclusive', async () => {
    const res = await opsChief.post(`${base}/create`, request());
    expect(res.status).toBe(200);
    const v = res.body as Viatic;
    // 4 days, 3 nights: (45.35 + 12.33) × 4 + 80.10 × 3 = 230.72 + 240.30 = 471.02
    expect(v).toMatchObject({
      days: 4,
      nights: 3,
      dailyFood: '45.35',
      dailyLodging: '80.10',
      dailyLocalTransport: '12.33',
      rateValidFrom: '2031-01-01',
      total: '471.02',
      advance: '100.00',
      balance: '371.02',
      status: 1,
      stage: 'chief',
      travelOrderId: null,
      paidAt: null,
    });
  });

  it('a one-day trip has no night; an older start takes the older rate', async () => {
    const v = (
      await hr.post(
        `${base}/create`,
        request({ startDate: '2030-12-31', endDate: '2030-12-31', advance: '0' }),
      )
    ).body as Viatic;
    expect(v).toMatchObject({ days: 1, nights: 0, dailyFood: '30.00', total: '40.10' });
  });

  it('a later rate change leaves a requested viatic as it was', async () => {
    const created = (
      await hr.post(`${base}/create`, request({ startDate: '2031-07-01', endDate: '2031-07-02' }))
    ).body as Viatic;
    const rates = (await admin.post(`${rateBase}/list`, { filters: { zoneId } })).body as {
      data: { id: number; validFrom: string }[];
    };
    const current = rates.data.find((r) => r.validFrom === '2031-01-01');
    const upd = await admin.post(`${rateBase}/update`, {
      id: current?.id,
      zoneId,
      validFrom: '2031-01-01',
      food: '99',
      lodging: '99',
      localTransport: '99',
    });
    expect(upd.status).toBe(200);
    const again = (await hr.post(`${base}/get`, { id: created.id })).body as Viatic;
    expect(again.total).toBe(created.total);
    expect(again.dailyFood).toBe('45.35');
    await admin.post(`${rateBase}/update`, {
      id: current?.id,
      zoneId,
      validFrom: '2031-01-01',
      food: '45.35',
      lodging: '80.10',
      localTransport: '12.33',
    });
  });

  it('refuses an advance above the total, naming the field', async () => {
    const res = await adminEs.post(`${base}/create`, request({ advance: '471.03' }));
    expect(res.status).toBe(400);
    expect((res.body as Errors).errors?.advance?.[0]).toContain('471.02');
    const equal = await admin.post(`${base}/create`, request({ advance: '471.02' }));
    expect(equal.status).toBe(200);
  });

  it('refuses a bad range, a zone without rates and bad money, by field', async () => {
    const range = await admin.post(
      `${base}/create`,
      request({ startDate: '2031-05-07', endDate: '2031-05-04' }),
    );
    expect(range.status).toBe(400);
    expect((range.body as Errors).errors?.endDate).toBeDefined();
    const early = await admin.post(
      `${base}/create`,
      request({ startDate: '2029-05-01', endDate: '2029-05-02' }),
    );
    expect(early.status).toBe(400);
    expect((early.body as Errors).code).toBe('VIATIC_RATE_MISSING');
    expect((early.body as Errors).errors?.zoneId).toBeDefined();
    const money = await admin.post(`${base}/create`, request({ advance: '1.001' }));
    expect(money.status).toBe(400);
    expect((money.body as Errors).errors?.advance).toBeDefined();
  });

  it('a chief requests only for their area', async () => {
    const res = await opsChief.post(`${base}/create`, request({ employeeId: accA }));
    expect(res.status).toBe(404);
    const list = (await opsChief.post(`${base}/list`, { perPage: 100 })).body as List;
    const areas = await db().execute<{ employee_id: number; area_id: number }>(
      sql`select employee_id, area_id from employee_jobs`,
    );
    const areaOf = new Map(areas.rows.map((r) => [Number(r.employee_id), Number(r.area_id)]));
    expect(list.data.every((v) => areaOf.get(v.employeeId) === 3)).toBe(true);
  });
});

describe('the approval flow', () => {
  let id: number;

  beforeAll(async () => {
    id = (
      (await opsRequester.post(`${base}/create`, request({ startDate: '2031-08-03', endDate: '2031-08-05' })))
        .body as Viatic
    ).id;
  });

  it('HR cannot approve before the chief: 409', async () => {
    const res = await hr.post(`${base}/approve-hr`, { id });
    expect(res.status).toBe(409);
    expect((res.body as Errors).code).toBe('INVALID_CHANGE');
  });

  it('a chief of another area is answered as if the viatic were unknown: 404', async () => {
    expect((await accChief.post(`${base}/approve-chief`, { id })).status).toBe(404);
  });

  it('the area chief approves (recorded); HR hears of it', async () => {
    const res = await opsChief.post(`${base}/approve-chief`, { id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, stage: 'hr', chiefApprovedByName: 'Test User' });
    const notes = await db().execute<{ user_id: number; type: string }>(
      sql`select user_id, type from notifications where type = 'viatic.chief_approved'`,
    );
    expect(notes.rows.some((n) => Number(n.user_id) === hrUserId)).toBe(true);
    expect(notes.rows.some((n) => Number(n.user_id) === opsChiefId)).toBe(false);
  });

  it('the chief cannot approve twice; an update after the chief approved is refused', async () => {
    expect((await opsChief.post(`${base}/approve-chief`, { id })).status).toBe(409);
    const upd = await opsChief.post(`${base}/update`, {
      id,
      ...request({ startDate: '2031-08-03', endDate: '2031-08-05' }),
    });
    expect(upd.status).toBe(409);
  });

  it('a chief cannot take HR’s step', async () => {
    expect((await opsChief.post(`${base}/approve-hr`, { id })).status).toBe(403);
  });

  it('HR approves: status 2, notifications, the approved mail, audit', async () => {
    const res = await hr.post(`${base}/approve-hr`, { id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 2, stage: 'approved' });
    const notes = await db().execute<{ user_id: number }>(
      sql`select user_id from notifications where type = 'viatic.approved'`,
    );
    expect(notes.rows.some((n) => Number(n.user_id) === opsChiefId)).toBe(true);
    const audit = await db().execute<{ action: string }>(
      sql`select action from audit_log where entity = 'viatic' and entity_id = ${String(id)} order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['create', 'approve_chief', 'approve_hr']);
    const mails = await db().execute<{ event: string }>(
      sql`select event from mail_outbox where event like 'viatic.%'`,
    );
    // Whether a mail is queued depends on Settings' recipients; none may fail the transaction.
    expect(Array.isArray(mails.rows)).toBe(true);
    const unpaid = await approvedUnpaidViatics(db());
    expect(unpaid.some((v) => v.id === id)).toBe(true);
  });

  it('every further change of an approved viatic is 409', async () => {
    for (const path of ['approve-chief', 'approve-hr']) {
      const who = path === 'approve-chief' ? opsChief : hr;
      const res = await who.post(`${base}/${path}`, { id });
      expect(res.status).toBe(409);
      expect((res.body as Errors).code).toBe('INVALID_CHANGE');
    }
    expect((await hr.post(`${base}/reject`, { id, reason: 'tarde' })).status).toBe(409);
    expect((await hr.post(`${base}/update`, { id, ...request() })).status).toBe(409);
  });

  it('a rejected viatic stays as history (status 3) and cannot move again', async () => {
    const other = (
      (
        await opsRequester.post(
          `${base}/create`,
          request({ startDate: '2031-09-01', endDate: '2031-09-01', advance: '0' }),
        )
      ).body as Viatic
    ).id;
    const rejected = await opsChief.post(`${base}/reject`, { id: other, reason: 'Viaje cancelado' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 3, stage: 'rejected' });
    expect((await opsChief.post(`${base}/approve-chief`, { id: other })).status).toBe(409);
    expect((await hr.post(`${base}/approve-hr`, { id: other })).status).toBe(409);
    expect((await hr.post(`${base}/reject`, { id: other, reason: 'otra vez' })).status).toBe(409);
  });

  it('two approvers at once: one wins, the other gets 409', async () => {
    const other = (
      (await opsRequester.post(`${base}/create`, request({ startDate: '2031-10-01', endDate: '2031-10-02' })))
        .body as Viatic
    ).id;
    const ceo = await createTestUser(ctx, { sections: [SECTION_IDS.VIATICS], isCeo: true });
    const ceoApi = client(ctx, await sessionToken(ctx, ceo));
    const results = await Promise.all([
      opsChief.post(`${base}/approve-chief`, { id: other }),
      ceoApi.post(`${base}/approve-chief`, { id: other }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const hrAgain = await createTestUser(ctx, { sections: [SECTION_IDS.VIATICS] });
    const adminApi = client(ctx, await sessionToken(ctx, hrAgain));
    const second = await Promise.all([
      hr.post(`${base}/approve-hr`, { id: other }),
      adminApi.post(`${base}/approve-hr`, { id: other }),
    ]);
    expect(second.map((r) => r.status).sort()).toEqual([200, 409]);
    const audit = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity = 'viatic' and entity_id = ${String(other)} and action like 'approve%'`,
    );
    expect(Number(audit.rows[0]?.n)).toBe(2);
  });

  it('nobody approves their own viatic', async () => {
    const created = await hr.post(
      `${base}/create`,
      request({ employeeId: opsB, startDate: '2031-11-01', endDate: '2031-11-01', advance: '0' }),
    );
    expect(created.body).toMatchObject({ status: 1 });
    const own = (created.body as Viatic).id;
    expect((await opsChief.post(`${base}/approve-chief`, { id: own })).status).toBe(403);
  });
});

describe('lists, tracking and the driver', () => {
  it('lists by tab with filters and exports Excel', async () => {
    const pending = (await admin.post(`${base}/list`, { filters: { status: 1, zoneId } })).body as List;
    expect(pending.total).toBeGreaterThan(0);
    expect(pending.data.every((v) => v.status === 1 && v.zoneId === zoneId)).toBe(true);
    const ranged = (
      await admin.post(`${base}/list`, {
        filters: { from: '2031-08-01', to: '2031-08-31', employeeId: opsA },
      })
    ).body as List;
    expect(ranged.total).toBe(1);
    const file = await admin.post(`${base}/export`, { filters: { zoneId } });
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.raw as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.rowCount).toBeGreaterThan(1);
  });

  it('tracks one employee with totals by status, respecting scope', async () => {
    const res = await hr.post('/api/rrhh/employee/get-employee-viatic-tracking', { employee_id: opsA });
    expect(res.status).toBe(200);
    const body = res.body as {
      data: Viatic[];
      totals: Record<'pending' | 'approved' | 'rejected', { count: number; total: string; days: number }> & {
        approvedUnpaidBalance: string;
      };
    };
    const sum = (status: number) =>
      body.data.filter((v) => v.status === status).reduce((c, v) => c + BigInt(v.total.replace('.', '')), 0n);
    expect(body.totals.approved.count).toBe(body.data.filter((v) => v.status === 2).length);
    expect(BigInt(body.totals.pending.total.replace('.', ''))).toBe(sum(1));
    expect(BigInt(body.totals.approved.total.replace('.', ''))).toBe(sum(2));
    expect(body.data.map((v) => v.status)).toContain(3);
    expect(body.totals.rejected.count).toBe(1);
    expect(
      (await accChief.post('/api/rrhh/employee/get-employee-viatic-tracking', { employee_id: opsA })).status,
    ).toBe(404);
  });

  it('a driver sees only their own viatics, and not the HR list', async () => {
    await hr.post(
      `${base}/create`,
      request({ employeeId: driverEmployeeId, startDate: '2031-12-01', endDate: '2031-12-02' }),
    );
    const own = (await driver.post('/api/driver/viatic/list', { perPage: 100 })).body as List;
    expect(own.total).toBeGreaterThan(0);
    expect(own.data.every((v) => v.employeeId === driverEmployeeId)).toBe(true);
    expect((await driver.post(`${base}/list`, {})).status).toBe(403);
    const noEmployee = await createTestUser(ctx, { sections: [SECTION_IDS.DRIVER_ATTENDANCE] });
    const none = client(ctx, await sessionToken(ctx, noEmployee));
    expect(((await none.post('/api/driver/viatic/list', {})).body as List).total).toBe(0);
  });

  it('the request notified the area’s chiefs', async () => {
    const notes = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from notifications where type = 'viatic.requested' and user_id = ${opsChiefId}`,
    );
    expect(Number(notes.rows[0]?.n)).toBeGreaterThan(0);
  });
});
