import { REALTIME_EVENTS, SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceOrders, travelOrders } from '../src/modules/operations/index.ts';
import { limaToday } from '../src/platform/time/lima-today.ts';
import { client } from './setup/http.ts';
import { multipart, TINY_PDF } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';
import { openAuthedSocket } from './setup/ws-client.ts';

const ctx = useTestApp();
const db = () => ctx.database.db;

type Trip = {
  id: number;
  code: string;
  state: string;
  role: string;
  startedAt: string | null;
  returnedAt: string | null;
  nextStates: string[];
  receipts: { id: number }[];
  timeline: { kind: string; toState: string | null; note: string | null }[];
};
type Api = ReturnType<typeof client>;

let fixtures: { companyId: number; clientId: number; routeId: number; typeId: number; tractorId: number };
let sequence = 0;
/** Employees with no trip and no user, for drivers of our own. */
let freeEmployees: number[] = [];

/** A service order and its travel order, written straight into operations' tables. */
const makeTrip = async (
  driverId: number,
  options: {
    state?: 'registered' | 'initiated' | 'returned' | 'finished' | 'canceled';
    coDriverId?: number;
  } = {},
) => {
  sequence += 1;
  const departure = new Date(Date.now() + sequence * 3_600_000);
  const [order] = await db()
    .insert(serviceOrders)
    .values({
      code: `OS-TEST-${sequence}`,
      companyId: fixtures.companyId,
      clientId: fixtures.clientId,
      routeId: fixtures.routeId,
      vehicleTypeId: fixtures.typeId,
      cargoDescription: 'Cemento en bolsas',
      weightKg: '20000',
      startDate: departure.toISOString().slice(0, 10),
      endDate: new Date(departure.getTime() + 2 * 86_400_000).toISOString().slice(0, 10),
      currency: 'PEN',
      price: '3500.00',
    })
    .returning({ id: serviceOrders.id });
  const [trip] = await db()
    .insert(travelOrders)
    .values({
      code: `OV-TEST-${sequence}`,
      serviceOrderId: order!.id,
      tractorId: fixtures.tractorId,
      driverId,
      coDriverId: options.coDriverId ?? null,
      routeId: fixtures.routeId,
      plannedDeparture: departure,
      plannedArrival: new Date(departure.getTime() + 86_400_000),
      state: options.state ?? 'registered',
    })
    .returning({ id: travelOrders.id });
  return trip!.id;
};

/** A user linked to `employeeId` holding the driver's two sections. */
const driverUser = async (
  employeeId: number | null,
  sections: number[] = [SECTION_IDS.DRIVER_DASHBOARD, SECTION_IDS.DRIVER_ATTENDANCE],
) => {
  const user = await createTestUser(ctx, { sections, employeeId });
  return { user, api: client(ctx, await sessionToken(ctx, user)) };
};

const upload = async (
  api: { token: string },
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) => {
  const body = await multipart(fields, file);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/driver/travel-order/receipt',
    headers: {
      authorization: `Bearer ${api.token}`,
      'content-type': body.contentType,
      'accept-language': 'en',
    },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};

let alice: { user: { id: number }; api: Api; token: string; employeeId: number };
let bob: { user: { id: number }; api: Api; token: string; employeeId: number };
let baseUrl = '';

beforeAll(async () => {
  const one = async (query: ReturnType<typeof sql>) =>
    Number((await db().execute<{ id: number }>(query)).rows[0]?.id);
  fixtures = {
    companyId: await one(sql`select min(id) as id from companies`),
    clientId: await one(sql`select min(id) as id from clients`),
    routeId: await one(sql`select min(id) as id from travel_routes`),
    typeId: await one(sql`select min(type_id) as id from vehicles`),
    tractorId: await one(sql`select min(id) as id from vehicles`),
  };
  freeEmployees = (
    await db().execute<{ id: number }>(sql`
      select e.id from employees e
      where not exists (select 1 from users u where u.employee_id = e.id)
        and not exists (select 1 from travel_orders t where t.driver_id = e.id or t.co_driver_id = e.id)
      order by e.id limit 4`)
  ).rows.map((r) => Number(r.id));
  const make = async (employeeId: number) => {
    const { user } = await driverUser(employeeId);
    const token = await sessionToken(ctx, user);
    return { user, api: client(ctx, token), token, employeeId };
  };
  alice = await make(freeEmployees[0]!);
  bob = await make(freeEmployees[1]!);
  baseUrl = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});

describe('get-information-driver', () => {
  it('answers the signed-in driver’s own record, whatever the body says', async () => {
    const tripId = await makeTrip(alice.employeeId, { state: 'initiated' });
    const res = await alice.api.post('/api/driver/get-information-driver', { employee_id: bob.employeeId });
    expect(res.status).toBe(200);
    const body = res.body as { employeeId: number; fullName: string; currentTrip: { id: number } | null };
    expect(body.employeeId).toBe(alice.employeeId);
    expect(body.fullName.length).toBeGreaterThan(3);
    expect(body.currentTrip?.id).toBe(tripId);
    const theirs = await bob.api.post('/api/driver/get-information-driver');
    expect((theirs.body as { employeeId: number }).employeeId).toBe(bob.employeeId);
  });

  it('is a 404 for a user with the section but no employee record, a 403 without the section', async () => {
    const noEmployee = await driverUser(null);
    const refused = await noEmployee.api.post('/api/driver/get-information-driver');
    expect(refused.status).toBe(404);
    // A code of its own, so the screen explains it instead of offering a retry that cannot help.
    expect(refused.body).toMatchObject({ code: 'NO_EMPLOYEE_RECORD' });
    const hr = await driverUser(freeEmployees[2]!, [SECTION_IDS.EMPLOYEES]);
    expect((await hr.api.post('/api/driver/get-information-driver')).status).toBe(403);
    expect((await hr.api.post('/api/driver/travel-order/list', {})).status).toBe(403);
    expect((await hr.api.post('/api/driver/comment', { comment: 'Hola' })).status).toBe(403);
    expect((await hr.api.post('/api/driver/attendance/month', { year: 2026, month: 11 })).status).toBe(403);
  });
});

describe('trips in the driver’s scope', () => {
  it('lists only the driver’s own trips (as driver or co-driver), split into current and next', async () => {
    const own = await makeTrip(bob.employeeId);
    const riding = await makeTrip(alice.employeeId, { coDriverId: bob.employeeId, state: 'initiated' });
    const foreign = await makeTrip(alice.employeeId);
    const all = (await bob.api.post('/api/driver/travel-order/list', {})).body as {
      data: Trip[];
      total: number;
    };
    const ids = all.data.map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining([own, riding]));
    expect(ids).not.toContain(foreign);
    expect(all.data.find((t) => t.id === riding)?.role).toBe('co_driver');
    const next = (await bob.api.post('/api/driver/travel-order/list', { filters: { scope: 'next' } }))
      .body as {
      data: Trip[];
    };
    expect(next.data.every((t) => t.state === 'registered')).toBe(true);
    const current = (await bob.api.post('/api/driver/travel-order/list', { filters: { scope: 'current' } }))
      .body as { data: Trip[] };
    expect(current.data.map((t) => t.id)).toEqual([riding]);
  });

  it('answers 404 for another driver’s trip, on every route', async () => {
    const foreign = await makeTrip(alice.employeeId);
    expect((await bob.api.post('/api/driver/travel-order/get', { id: foreign })).status).toBe(404);
    expect(
      (await bob.api.post('/api/driver/travel-order/change-state', { id: foreign, to: 'initiated' })).status,
    ).toBe(404);
    expect((await bob.api.post('/api/driver/comment', { travelOrderId: foreign, comment: 'x' })).status).toBe(
      404,
    );
    const [row] = (
      await db().execute<{ state: string }>(sql`select state from travel_orders where id = ${foreign}`)
    ).rows;
    expect(row?.state).toBe('registered');
  });

  it('lets the driver start, return and close the return of their trip, and nothing else', async () => {
    const ops = await createTestUser(ctx, { sections: [SECTION_IDS.TRAVEL_ORDERS] });
    const id = await makeTrip(bob.employeeId);
    const move = (to: string) => bob.api.post('/api/driver/travel-order/change-state', { id, to });

    const detail = (await bob.api.post('/api/driver/travel-order/get', { id })).body as Trip;
    expect(detail.nextStates).toEqual(['initiated']);
    expect((await move('canceled')).status).toBe(409);
    expect((await move('returning')).status).toBe(409);

    const started = await move('initiated');
    expect(started.status).toBe(200);
    expect((started.body as Trip).state).toBe('initiated');
    expect((started.body as Trip).startedAt).not.toBeNull();
    expect((started.body as Trip).nextStates).toEqual(['returning']);
    expect((started.body as Trip).timeline[0]).toMatchObject({ kind: 'state', toState: 'initiated' });
    expect((await move('initiated')).status).toBe(409);
    expect((await move('returned')).status).toBe(409);
    expect((await move('returning')).status).toBe(200);
    const back = await move('returned');
    expect(back.status).toBe(200);
    expect((back.body as Trip).returnedAt).not.toBeNull();
    expect((back.body as Trip).nextStates).toEqual([]);
    // Finishing is operations' step, after checking the trip.
    const finish = await move('finished');
    expect(finish.status).toBe(409);
    expect((finish.body as { code: string }).code).toBe('INVALID_CHANGE');

    const audit = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity = 'travel_order' and entity_id = ${String(id)} and action = 'travel_order.state'`,
    );
    expect(audit.rows[0]?.n).toBe(3);
    const notices = await db().execute<{ type: string }>(
      sql`select type from notifications where user_id = ${ops.id} order by id`,
    );
    expect(notices.rows.map((r) => r.type)).toEqual([
      'travel_order.state',
      'travel_order.state',
      'travel_order.state',
    ]);
    // The mail event names the driver who moved the trip.
    const driverName = (
      (await bob.api.post('/api/driver/get-information-driver')).body as { fullName: string }
    ).fullName;
    const code = detail.code;
    const mails = await db().execute<{ text: string }>(
      sql`select text from mail_outbox where event = 'travel_order.state_changed' and text like ${`%${code}%`}`,
    );
    expect(mails.rows.length).toBeGreaterThan(0);
    for (const m of mails.rows) expect(m.text).toContain(driverName);
  });

  it('refuses moves on finished and canceled trips', async () => {
    for (const state of ['finished', 'canceled'] as const) {
      const id = await makeTrip(bob.employeeId, { state });
      for (const to of ['initiated', 'returning', 'returned', 'finished']) {
        const res = await bob.api.post('/api/driver/travel-order/change-state', { id, to });
        expect(res.status, `${state} → ${to}`).toBe(409);
      }
    }
  });
});

describe('delivery receipts', () => {
  it('stores a photo of an own trip on the road, and serves it back to its drivers only', async () => {
    const id = await makeTrip(alice.employeeId, { state: 'initiated' });
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();
    const res = await upload(
      alice,
      { travel_order_id: String(id) },
      { name: 'guia.png', type: 'image/png', data: photo },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ travelOrderId: id, mimeType: 'image/jpeg' });
    const receiptId = res.body.id as number;
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/driver/travel-order/receipt/${receiptId}`,
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/driver/travel-order/receipt/${receiptId}`,
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(other.statusCode).toBe(404);
    const detail = (await alice.api.post('/api/driver/travel-order/get', { id })).body as Trip;
    expect(detail.receipts.map((r) => r.id)).toEqual([receiptId]);
    expect(detail.timeline[0]?.kind).toBe('receipt');
  });

  it('shows the photos of a trip to operations (travel orders or settlements), and to nobody else', async () => {
    const id = await makeTrip(alice.employeeId, { state: 'initiated' });
    const photo = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const sent = await upload(
      alice,
      { travel_order_id: String(id) },
      { name: 'guia.png', type: 'image/png', data: photo },
    );
    const receiptId = sent.body.id as number;
    const get = async (sections: number[], url: string) => {
      const token = await sessionToken(ctx, await createTestUser(ctx, { sections }));
      return ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    };
    for (const section of [SECTION_IDS.TRAVEL_ORDERS, SECTION_IDS.DOCUMENTARY_SETTLEMENTS]) {
      const user = await createTestUser(ctx, { sections: [section] });
      const ops = client(ctx, await sessionToken(ctx, user));
      const list = await ops.post('/api/operations/travel-order/receipt/list', { travelOrderId: id });
      expect(list.status).toBe(200);
      expect((list.body as { id: number }[]).map((r) => r.id)).toEqual([receiptId]);
      const file = await get([section], `/api/operations/travel-order/receipt/${receiptId}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
    }
    const ops = client(
      ctx,
      await sessionToken(ctx, await createTestUser(ctx, { sections: [SECTION_IDS.TRAVEL_ORDERS] })),
    );
    expect(
      (await ops.post('/api/operations/travel-order/receipt/list', { travelOrderId: 2_000_000 })).status,
    ).toBe(404);
    expect(
      (await get([SECTION_IDS.TRAVEL_ORDERS], '/api/operations/travel-order/receipt/2000000')).statusCode,
    ).toBe(404);
    const hr = await get([SECTION_IDS.EMPLOYEES], `/api/operations/travel-order/receipt/${receiptId}`);
    expect(hr.statusCode).toBe(403);
    expect(
      (await alice.api.post('/api/operations/travel-order/receipt/list', { travelOrderId: id })).status,
    ).toBe(403);
  });

  it('refuses a file too large (413), not an image (400), a trip not started (409) or someone else’s (404)', async () => {
    const id = await makeTrip(alice.employeeId, { state: 'initiated' });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024)]);
    expect(
      (
        await upload(
          alice,
          { travel_order_id: String(id) },
          { name: 'big.png', type: 'image/png', data: big },
        )
      ).status,
    ).toBe(413);
    const pdf = await upload(
      alice,
      { travel_order_id: String(id) },
      { name: 'guia.pdf', type: 'application/pdf', data: TINY_PDF },
    );
    expect(pdf.status).toBe(400);
    expect(pdf.body.code).toBe('UNSUPPORTED_FILE_TYPE');
    expect((await upload(alice, {}, { name: 'a.png', type: 'image/png', data: png })).status).toBe(400);
    const registered = await makeTrip(alice.employeeId);
    expect(
      (
        await upload(
          alice,
          { travel_order_id: String(registered) },
          { name: 'a.png', type: 'image/png', data: png },
        )
      ).status,
    ).toBe(409);
    expect(
      (await upload(bob, { travel_order_id: String(id) }, { name: 'a.png', type: 'image/png', data: png }))
        .status,
    ).toBe(404);
    const stored = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from driver_trip_receipts where travel_order_id in (${id}, ${registered})`,
    );
    expect(stored.rows[0]?.n).toBe(0);
  });
});

describe('comments', () => {
  it('reaches HR live and in the bell, operations in the bell, and the trip’s timeline', async () => {
    const hr = await createTestUser(ctx, { sections: [SECTION_IDS.EMPLOYEES] });
    const ops = await createTestUser(ctx, { sections: [SECTION_IDS.TRAVEL_ORDERS] });
    const socket = await openAuthedSocket(baseUrl, await sessionToken(ctx, hr));
    const id = await makeTrip(alice.employeeId, { state: 'initiated' });
    const res = await alice.api.post('/api/driver/comment', {
      travelOrderId: id,
      comment: '  Tráfico detenido en el Km 120, llego con retraso  ',
    });
    expect(res.status).toBe(200);
    const alert = await socket.next((m) => m.type === 'event' && m.event === REALTIME_EVENTS.driverComment);
    const name = ((await alice.api.post('/api/driver/get-information-driver')).body as { fullName: string })
      .fullName;
    expect(alert).toMatchObject({
      source: 'human-resources',
      payload: { driver_name: name, comment: 'Tráfico detenido en el Km 120, llego con retraso' },
    });
    socket.close();
    const hrNotices = await db().execute<{ type: string; title: string }>(
      sql`select type, title from notifications where user_id = ${hr.id}`,
    );
    expect(hrNotices.rows).toEqual([{ type: 'driver_comment', title: name }]);
    const opsNotices = await db().execute<{ type: string }>(
      sql`select type from notifications where user_id = ${ops.id}`,
    );
    expect(opsNotices.rows).toEqual([{ type: 'driver_comment' }]);
    const detail = (await alice.api.post('/api/driver/travel-order/get', { id })).body as Trip;
    expect(detail.timeline[0]).toMatchObject({
      kind: 'comment',
      note: 'Tráfico detenido en el Km 120, llego con retraso',
    });
    const audit = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'driver_comment' and entity_id = ${String(id)}`,
    );
    expect(audit.rows[0]?.n).toBe(1);
  });

  it('refuses an empty or too long comment, writing nothing', async () => {
    const before = await db().execute<{ n: number }>(sql`select count(*)::int as n from notifications`);
    expect((await alice.api.post('/api/driver/comment', { comment: '   ' })).status).toBe(400);
    expect((await alice.api.post('/api/driver/comment', { comment: 'x'.repeat(501) })).status).toBe(400);
    const after = await db().execute<{ n: number }>(sql`select count(*)::int as n from notifications`);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});

describe('the driver’s month', () => {
  it('lists every day of the month with the totals', async () => {
    const res = await alice.api.post('/api/driver/attendance/month', { year: 2026, month: 2 });
    expect(res.status).toBe(200);
    const body = res.body as { days: { date: string }[]; totals: Record<string, number> };
    expect(body.days).toHaveLength(28);
    expect(body.days[0]?.date).toBe('2026-02-01');
    expect(body.totals).toHaveProperty('workedMinutes');
  });
});

describe('today, still being worked', () => {
  type Day = { date: string; status: string | null };
  const unmarked = (employeeId: number, date: string) =>
    db().execute(sql`
      insert into attendance_days (employee_id, work_date, status) values (${employeeId}, ${date}, 'unmarked')
      on conflict (employee_id, work_date) do update set status = 'unmarked'`);

  it('reads as not computed, not as an absence, on the month and the personal days', async () => {
    const today = limaToday();
    const [year, month] = today.split('-').map(Number);
    await unmarked(alice.employeeId, today);
    const res = await alice.api.post('/api/driver/attendance/month', { year, month });
    const body = res.body as { days: Day[]; totals: { unmarked: number } };
    expect(body.days.find((d) => d.date === today)?.status).toBeNull();
    expect(body.totals.unmarked).toBe(body.days.filter((d) => d.status === 'unmarked').length);
    const own = await alice.api.post('/api/rrhh/schedule/get-personal-working-days', { year, month });
    expect(own.status).toBe(200);
    expect((own.body as { days: Day[] }).days.find((d) => d.date === today)?.status).toBeNull();
  });

  it('leaves a past day with no mark an absence', async () => {
    await unmarked(alice.employeeId, '2026-02-10');
    const body = (await alice.api.post('/api/driver/attendance/month', { year: 2026, month: 2 })).body as {
      days: Day[];
      totals: { unmarked: number };
    };
    expect(body.days.find((d) => d.date === '2026-02-10')?.status).toBe('unmarked');
    expect(body.totals.unmarked).toBeGreaterThanOrEqual(1);
  });
});

describe('the demo driver', () => {
  it('has a registered trip to start from the phone (the operations seed)', async () => {
    const res = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from travel_orders where driver_id = 5 and state = 'registered'`,
    );
    expect(res.rows[0]?.n).toBeGreaterThanOrEqual(1);
  });
});
