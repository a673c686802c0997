import {
  centsToMoney,
  moneyToCents,
  SECTION_IDS,
  TRAVEL_ORDER_STATES,
  TRAVEL_ORDER_TRANSITIONS,
  type TravelOrderState,
} from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, newVehicle, rateOn, rowsOf } from './operations-fixtures.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser } from './setup/test-users.ts';

const ctx = useTestApp();
const base = '/api/operations/travel-order';
type Api = ReturnType<typeof client>;
type Trip = {
  id: number;
  code: string;
  state: TravelOrderState;
  expectedTolls: string;
  allowedStates: TravelOrderState[];
  events: { kind: string; toState: string | null; actorName: string | null }[];
  viatics: { id: number; status: number }[];
};
type Errors = { code: string; errors?: Record<string, string[]>; message?: string };

let ops: Api;
let serviceOrderId: number;
let routeId: number;
let people: number[];
let day = 0;

/** Each test plans in its own June 2027 day, so only the clashes it makes itself happen. */
const window = (dayOfMonth: number, hours = 20) => {
  const from = new Date(Date.UTC(2027, 5, dayOfMonth, 13, 0));
  return {
    plannedDeparture: from.toISOString(),
    plannedArrival: new Date(from.getTime() + hours * 3_600_000).toISOString(),
  };
};

const rig = async () => ({
  tractorId: await newVehicle(ctx, 'Tracto', 3),
  semitrailerId: await newVehicle(ctx, 'Semirremolque', 3),
});

const trip = async (over: Record<string, unknown> = {}) =>
  ops.post(`${base}/create`, {
    serviceOrderId,
    ...(await rig()),
    driverId: people[0],
    coDriverId: null,
    ...window(++day),
    fuelAllowance: '850.50',
    otherAllowance: '0',
    ...over,
  });

beforeAll(async () => {
  ops = client(ctx, (await login(ctx, DEMO.operations)).accessToken);
  const rate = await rateOn(ctx, '2027-06-01');
  routeId = rate.route_id;
  const order = await ops.post('/api/operations/service-order/create', {
    clientId: rate.client_id,
    routeId: rate.route_id,
    vehicleTypeId: rate.vehicle_type_id,
    cargoDescription: 'Cemento en bolsas',
    weightKg: '30000',
    packages: 600,
    startDate: '2027-06-01',
    endDate: '2027-06-30',
  });
  serviceOrderId = (order.body as { id: number }).id;
  people = await drivers(ctx, 11);
});

/** Walks a new trip to `state` along the allowed path. */
const tripIn = async (state: TravelOrderState, driverIndex: number, over: Record<string, unknown> = {}) => {
  const created = (await trip({ driverId: people[driverIndex], ...over })).body as Trip;
  const path: Record<TravelOrderState, TravelOrderState[]> = {
    registered: [],
    initiated: ['initiated'],
    returning: ['initiated', 'returning'],
    returned: ['initiated', 'returning', 'returned'],
    finished: ['initiated', 'returning', 'returned', 'finished'],
    canceled: ['canceled'],
  };
  for (const to of path[state]) {
    const res = await ops.post(`${base}/change-state`, { id: created.id, to });
    expect(res.status, `${to}: ${JSON.stringify(res.body)}`).toBe(200);
  }
  return created.id;
};

// First, before this file's own trips join the demo's.
describe('the demo month of trips', () => {
  it('is driven by drivers, holds every state, ships what each client makes and has orders of two trips', async () => {
    const crew = await rowsOf<{ position: string; slot: string }>(
      ctx,
      sql`select distinct p.name as position, 'driver' as slot from travel_orders t
          join employee_jobs ej on ej.employee_id = t.driver_id join positions p on p.id = ej.position_id
        union
        select distinct p.name, 'co' from travel_orders t
          join employee_jobs ej on ej.employee_id = t.co_driver_id join positions p on p.id = ej.position_id`,
    );
    const drivers = crew.filter((c) => c.slot === 'driver').map((c) => c.position);
    expect(drivers.every((p) => ['Conductor de Tracto', 'Conductor de Camión'].includes(p))).toBe(true);
    const co = crew.filter((c) => c.slot === 'co').map((c) => c.position);
    expect(
      co.every((p) => ['Conductor de Tracto', 'Conductor de Camión', 'Ayudante de Carga'].includes(p)),
    ).toBe(true);
    const states = await rowsOf<{ state: string }>(ctx, sql`select distinct state from travel_orders`);
    expect(states.map((r) => r.state).sort()).toEqual([...TRAVEL_ORDER_STATES].sort());
    const cement = await rowsOf<{ cargo: string }>(
      ctx,
      sql`select distinct so.cargo_description as cargo from service_orders so join clients c on c.id = so.client_id
        where c.legal_name like 'Cementos%'`,
    );
    expect(cement.length).toBeGreaterThan(0);
    expect(cement.every((r) => r.cargo.startsWith('Cemento'))).toBe(true);
    const twoTrips = await rowsOf<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from (select service_order_id from travel_orders group by service_order_id having count(*) = 2) x`,
    );
    expect(Number(twoTrips[0]?.n)).toBeGreaterThan(0);
    const early = await rowsOf<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from document_orders d join travel_orders t on t.id = d.travel_order_id
        where d.delivered_at is not null and d.delivered_at < t.planned_arrival - interval '2 hours'`,
    );
    expect(Number(early[0]?.n)).toBe(0);
  });
});

describe('travel orders', () => {
  it('creates a trip: code, tolls from the route fares for the total axles, viatics, timeline', async () => {
    const res = await trip({ coDriverId: people[1] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const t = res.body as Trip;
    expect(t.code).toMatch(/^OV-2027-\d{6}$/);
    const fares = await rowsOf<{ amount: string }>(
      ctx,
      sql`select f.amount from travel_route_tolls rt join toll_fares f on f.toll_id = rt.toll_id
        where rt.route_id = ${routeId} and f.axles = 6 and f.valid_from <= '2027-06-01'::date
          and (f.valid_to is null or f.valid_to >= '2027-06-01'::date)`,
    );
    const expected = centsToMoney(fares.reduce((c, f) => c + moneyToCents(String(f.amount)), 0n));
    expect(t.expectedTolls).toBe(expected);
    const estimate = await ops.post(`${base}/toll-estimate`, {
      routeId,
      tractorId: (await rig()).tractorId,
      semitrailerId: (await rig()).semitrailerId,
      date: '2027-06-01',
    });
    expect((estimate.body as { total: string; axles: number }).axles).toBe(6);
    expect((estimate.body as { total: string }).total).toBe(expected);
    expect(t.state).toBe('registered');
    expect(t.events.map((e) => e.kind)).toEqual(['created']);
    expect(t.allowedStates.sort()).toEqual(['canceled', 'initiated']);
    const viatics = await rowsOf<{ employee_id: number; status: number }>(
      ctx,
      sql`select employee_id, status from viatics where travel_order_id = ${t.id} order by employee_id`,
    );
    expect(viatics.map((v) => Number(v.employee_id)).sort()).toEqual([people[0], people[1]].sort());
    expect(viatics.every((v) => Number(v.status) === 1)).toBe(true);
  });

  it("reaches the crew's area chief, the coordinator: a notice and the chief's step of its viatic", async () => {
    // On main the coordinator had no viatics section and was told nothing: every viatic of the
    // area waited for the administrator.
    const [crew] = await rowsOf<{ id: number }>(
      ctx,
      sql`select e.id from employees e join employee_jobs ej on ej.employee_id = e.id
          join area_profiles ap on ap.area_id = ej.area_id and ap.chief_employee_id = 3
          where e.is_active and ej.personal_type = 'operations' and e.id <> 5 order by e.id desc limit 1`,
    );
    const [before] = await rowsOf<{ id: number }>(
      ctx,
      sql`select coalesce(max(id), 0) as id from notifications`,
    );
    const t = (await trip({ driverId: Number(crew?.id) })).body as Trip;
    const [viatic] = await rowsOf<{ id: number }>(
      ctx,
      sql`select id from viatics where travel_order_id = ${t.id}`,
    );
    const told = await rowsOf<{ n: number }>(
      ctx,
      sql`select count(*)::int as n from notifications n join users u on u.id = n.user_id
          where u.email = ${DEMO.operations.email} and n.type = 'viatic.requested' and n.link = '/rrhh/viatic'
            and n.id > ${Number(before?.id)}`,
    );
    expect(Number(told[0]?.n)).toBeGreaterThan(0);
    const role = (await ops.post('/api/rrhh/viatic/my-role', {})).body as { chiefAreaIds: number[] };
    expect(role.chiefAreaIds.length).toBeGreaterThan(0);
    const approved = await ops.post('/api/rrhh/viatic/approve-chief', { id: Number(viatic?.id) });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ stage: 'hr' });
  });

  it('allows every change of the machine and refuses every other with 409 INVALID_CHANGE', async () => {
    let driver = 2;
    for (const from of TRAVEL_ORDER_STATES) {
      for (const to of TRAVEL_ORDER_STATES) {
        const id = await tripIn(from, driver);
        driver = driver === 7 ? 2 : driver + 1;
        const res = await ops.post(`${base}/change-state`, { id, to, note: 'prueba' });
        const allowed = (TRAVEL_ORDER_TRANSITIONS[from] ?? []).includes(to);
        expect(res.status, `${from} → ${to}`).toBe(allowed ? 200 : 409);
        if (allowed) {
          const t = res.body as Trip;
          expect(t.state).toBe(to);
          expect(t.events.at(-1)).toMatchObject({
            kind: 'state',
            toState: to,
            actorName: expect.any(String),
          });
        } else {
          expect((res.body as Errors).code).toBe('INVALID_CHANGE');
          expect((res.body as Errors).message).toBe('INVALID CHANGE');
        }
      }
    }
  });

  it('cancels the trip with its pending viatics, and moves the service order', async () => {
    // A service order of its own: the other tests' trips have already moved the shared one.
    const rate = await rateOn(ctx, '2027-06-01');
    const own = (
      (
        await ops.post('/api/operations/service-order/create', {
          clientId: rate.client_id,
          routeId: rate.route_id,
          vehicleTypeId: rate.vehicle_type_id,
          cargoDescription: 'Cemento en bolsas',
          weightKg: '30000',
          packages: 600,
          startDate: '2027-06-01',
          endDate: '2027-06-30',
        })
      ).body as { id: number }
    ).id;
    const statusOf = async () =>
      (await rowsOf<{ status: string }>(ctx, sql`select status from service_orders where id = ${own}`))[0]
        ?.status;
    const id = await tripIn('canceled', 3, { serviceOrderId: own });
    const viatics = await rowsOf<{ status: number }>(
      ctx,
      sql`select status from viatics where travel_order_id = ${id}`,
    );
    expect(viatics.length).toBeGreaterThan(0);
    expect(viatics.every((v) => Number(v.status) === 3)).toBe(true);
    expect(await statusOf()).toBe('registered');
    const started = await tripIn('initiated', 4, { serviceOrderId: own });
    expect(await statusOf()).toBe('in_progress');
    for (const to of ['returning', 'returned', 'finished'])
      expect((await ops.post(`${base}/change-state`, { id: started, to })).status).toBe(200);
    expect(await statusOf()).toBe('finished');
  });

  it('refuses an overlapping trip for the same tractor, semi-trailer, driver or co-driver', async () => {
    const first = await rig();
    const when = window(++day);
    const ok = await trip({ ...first, ...when, driverId: people[5], coDriverId: people[6] });
    expect(ok.status).toBe(200);
    const other = await rig();
    const cases: [string, Record<string, unknown>][] = [
      ['tractorId', { tractorId: first.tractorId, semitrailerId: other.semitrailerId, driverId: people[7] }],
      [
        'semitrailerId',
        { tractorId: other.tractorId, semitrailerId: first.semitrailerId, driverId: people[7] },
      ],
      ['driverId', { ...other, driverId: people[6] }],
      ['coDriverId', { ...other, driverId: people[7], coDriverId: people[5] }],
    ];
    for (const [field, over] of cases) {
      const res = await trip({ ...when, coDriverId: null, ...over });
      expect(res.status, field).toBe(409);
      expect((res.body as Errors).code).toBe('TRIP_OVERLAP');
      expect(Object.keys((res.body as Errors).errors ?? {})).toEqual([field]);
    }
    // Back to back (arrival = next departure) is no overlap.
    const next = new Date(when.plannedArrival);
    const after = await trip({
      ...first,
      driverId: people[5],
      plannedDeparture: next.toISOString(),
      plannedArrival: new Date(next.getTime() + 3_600_000).toISOString(),
    });
    expect(after.status).toBe(200);
  });

  it('a returned trip frees its vehicles and crew; an initiated one holds them', async () => {
    for (const [state, expected] of [
      ['returned', 200],
      ['initiated', 409],
    ] as const) {
      const vehicles = await rig();
      const when = window(++day);
      const held = (await trip({ ...vehicles, ...when, driverId: people[8], coDriverId: people[9] }))
        .body as Trip;
      const path = state === 'returned' ? ['initiated', 'returning', 'returned'] : ['initiated'];
      for (const to of path)
        expect((await ops.post(`${base}/change-state`, { id: held.id, to })).status).toBe(200);
      const again = await trip({ ...vehicles, ...when, driverId: people[9], coDriverId: people[8] });
      expect(again.status, `${state}: ${JSON.stringify(again.body)}`).toBe(expected);
      if (expected === 409)
        expect(Object.keys((again.body as Errors).errors ?? {}).sort()).toEqual(
          ['coDriverId', 'driverId', 'semitrailerId', 'tractorId'].sort(),
        );
    }
  });

  it('of two overlapping trips created at once exactly one wins', async () => {
    const same = await rig();
    const when = window(++day);
    const results = await Promise.all(
      [people[2], people[3]].map(async (driverId) =>
        ops.post(`${base}/create`, { serviceOrderId, ...same, driverId, ...when, fuelAllowance: '100' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("gives the form each vehicle's SOAT and inspection expiring last, so it can warn before saving", async () => {
    const tractorId = await newVehicle(ctx, 'Tracto', 3, {
      soat: ['2025-01-01', '2026-12-31'],
      inspection: null,
    });
    const options = (await ops.post(`${base}/form-options`, {})).body as {
      tractors: { id: number; documents: { kind: string; validFrom: string; validTo: string }[] }[];
    };
    expect(options.tractors.find((v) => v.id === tractorId)?.documents).toEqual([
      { kind: 'soat', validFrom: '2025-01-01', validTo: '2026-12-31' },
    ]);
  });

  it('refuses to dispatch a vehicle with an expired SOAT or technical inspection, naming it', async () => {
    for (const [kind, docs] of [
      ['SOAT', { soat: ['2025-01-01', '2026-12-31'] as [string, string] }],
      ['technical inspection', { inspection: null }],
    ] as const) {
      const tractorId = await newVehicle(ctx, 'Tracto', 3, docs);
      const created = (await trip({ tractorId, driverId: people[4] })).body as Trip;
      const res = await ops.post(`${base}/change-state`, { id: created.id, to: 'initiated' });
      expect(res.status).toBe(409);
      const error = res.body as Errors;
      expect(error.code).toBe('VEHICLE_DOCUMENT_MISSING');
      expect(Object.keys(error.errors ?? {})).toEqual(['tractorId']);
      // The document by its name in the caller's language, in the message and the field message.
      expect(error.message).toContain(kind);
      expect(error.errors?.tractorId?.[0]).toContain(kind);
      expect(JSON.stringify(error)).not.toMatch(/soat|technical_inspection/);
    }
  });

  it('checks the documents on the day the trip really leaves when that is later than planned', async () => {
    // In force on the planned day (March 2026), expired by the time the trip is dispatched (today).
    const tractorId = await newVehicle(ctx, 'Tracto', 3, { soat: ['2026-01-01', '2026-06-30'] });
    const late = (
      await trip({
        tractorId,
        driverId: people[10],
        plannedDeparture: '2026-03-10T13:00:00.000Z',
        plannedArrival: '2026-03-11T09:00:00.000Z',
      })
    ).body as Trip;
    const res = await client(ctx, (await login(ctx, DEMO.operations)).accessToken, 'es').post(
      `${base}/change-state`,
      { id: late.id, to: 'initiated' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    const error = res.body as Errors;
    expect(error.code).toBe('VEHICLE_DOCUMENT_MISSING');
    expect(error.message).toContain('SOAT');
    const inspection = await newVehicle(ctx, 'Tracto', 3, { inspection: ['2026-01-01', '2026-06-30'] });
    const other = (await trip({ tractorId: inspection, driverId: people[9] })).body as Trip;
    const refused = await client(ctx, (await login(ctx, DEMO.operations)).accessToken, 'es').post(
      `${base}/change-state`,
      { id: other.id, to: 'initiated' },
    );
    expect((refused.body as Errors).message).toContain('revisión técnica');
  });

  it('checks the vehicles: a tractor needs a semi-trailer, a rigid truck takes none', async () => {
    const { tractorId } = await rig();
    const alone = await trip({ tractorId, semitrailerId: null });
    expect(alone.status).toBe(400);
    expect(Object.keys((alone.body as Errors).errors ?? {})).toEqual(['semitrailerId']);
    const truck = await newVehicle(ctx, 'Camión', 2);
    const rigid = await trip({ tractorId: truck, semitrailerId: null, driverId: people[1] });
    expect(rigid.status, JSON.stringify(rigid.body)).toBe(200);
    const bad = await trip({ fuelAllowance: '-1', plannedArrival: '2027-01-01T00:00:00Z' });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as Errors).errors ?? {})).toEqual(
      expect.arrayContaining(['fuelAllowance', 'plannedArrival']),
    );
  });

  it('answers its times in ISO 8601 that its own update takes back (get → update round trip)', async () => {
    // On main `get` answered `2027-06-…  13:00:00+00` (PostgreSQL's text) and update refused it.
    const created = (await trip({ driverId: people[7] })).body as Trip;
    const got = await ops.post(`${base}/get`, { id: created.id });
    expect(got.status).toBe(200);
    const t = got.body as Trip & Record<string, unknown>;
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;
    for (const key of ['plannedDeparture', 'plannedArrival', 'createdAt'] as const)
      expect(t[key]).toMatch(iso);
    const fields = [
      'serviceOrderId',
      'tractorId',
      'semitrailerId',
      'driverId',
      'coDriverId',
      'plannedDeparture',
      'plannedArrival',
      'fuelAllowance',
      'otherAllowance',
    ];
    const body = { id: t.id, ...Object.fromEntries(fields.map((k) => [k, t[k]])) };
    const res = await ops.post(`${base}/update`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as Record<string, unknown>).plannedDeparture).toBe(t.plannedDeparture);
  });

  it('lists with filters, exports Excel, prints a PDF', async () => {
    const t = (await trip({ driverId: people[6] })).body as Trip;
    const list = await ops.post(`${base}/list`, {
      q: t.code,
      filters: { state: 'registered', driverId: people[6] },
    });
    expect((list.body as { data: { id: number }[] }).data.map((r) => r.id)).toEqual([t.id]);
    const xlsx = await ops.post(`${base}/export`, { filters: { driverId: people[6] } });
    expect(String(xlsx.headers['content-type'])).toContain('spreadsheetml');
    const pdf = await ops.post(`${base}/pdf`, { id: t.id });
    expect(pdf.status).toBe(200);
    expect(pdf.raw.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('re-planning keeps an approved viatic, re-creates pending ones and tells the crew who joins and who leaves', async () => {
    const [driver, oldCo, newCo] = [people[8]!, people[9]!, people[10]!];
    const oldCoUser = await createTestUser(ctx, { sections: [], employeeId: oldCo });
    const newCoUser = await createTestUser(ctx, { sections: [], employeeId: newCo });
    const vehicles = await rig();
    const first = window(++day);
    const created = (await trip({ ...vehicles, ...first, driverId: driver, coDriverId: oldCo })).body as Trip;
    const viaticsOf = (id: number) =>
      rowsOf<{ id: number; employee_id: number; status: number; start_date: string }>(
        ctx,
        sql`select id, employee_id, status, start_date::text from viatics where travel_order_id = ${id} order by id`,
      );
    const before = await viaticsOf(created.id);
    expect(before.length).toBe(2);
    // HR already approved the driver's viatic (and treasury may have paid it).
    const approved = before.find((v) => Number(v.employee_id) === driver)!;
    await rowsOf(ctx, sql`update viatics set status = 2 where id = ${approved.id}`);

    const second = window(++day);
    const body = {
      id: created.id,
      serviceOrderId,
      ...vehicles,
      driverId: driver,
      coDriverId: newCo,
      ...second,
      fuelAllowance: '850.50',
      otherAllowance: '0',
    };
    const res = await ops.post(`${base}/update`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await viaticsOf(created.id);
    const live = (employee: number) =>
      after.filter((v) => Number(v.employee_id) === employee && Number(v.status) !== 3);
    expect(live(driver).map((v) => Number(v.id))).toEqual([Number(approved.id)]);
    expect(live(oldCo)).toEqual([]);
    expect(live(newCo)).toHaveLength(1);
    expect(Number(live(newCo)[0]!.status)).toBe(1);
    expect(live(newCo)[0]!.start_date).toBe(second.plannedDeparture.slice(0, 10));

    // Re-planning again with nothing changed keeps the pending one as it is.
    expect((await ops.post(`${base}/update`, body)).status).toBe(200);
    const again = await viaticsOf(created.id);
    expect(again.filter((v) => Number(v.status) !== 3).map((v) => Number(v.id))).toEqual(
      after.filter((v) => Number(v.status) !== 3).map((v) => Number(v.id)),
    );

    const told = await rowsOf<{ user_id: number; type: string }>(
      ctx,
      sql`select user_id, type from notifications where user_id in (${oldCoUser.id}, ${newCoUser.id})
        and type like 'travel_order.%' and body like ${`%${created.code}%`} order by id`,
    );
    expect(told.map((n) => [Number(n.user_id), n.type])).toEqual([
      [oldCoUser.id, 'travel_order.assigned'],
      [newCoUser.id, 'travel_order.assigned'],
      [oldCoUser.id, 'travel_order.unassigned'],
    ]);
  });

  it("names the states of a trip's notice in each reader's language", async () => {
    const holders = [];
    for (const language of ['es', 'de']) {
      const user = await createTestUser(ctx, { sections: [SECTION_IDS.TRAVEL_ORDERS] });
      await rowsOf(ctx, sql`update users set language = ${language} where id = ${user.id}`);
      holders.push(user.id);
    }
    const t = (await trip({ driverId: people[7] })).body as Trip;
    const res = await ops.post(`${base}/change-state`, { id: t.id, to: 'canceled', note: 'sin carga' });
    expect(res.status).toBe(200);
    const notices = await rowsOf<{ body: string }>(
      ctx,
      sql`select body from notifications where type = 'travel_order.state' and user_id in (${holders[0]}, ${holders[1]})
        order by user_id`,
    );
    expect(notices.map((n) => n.body)).toEqual([
      `${t.code}: registrado → anulado · sin carga`,
      `${t.code}: erfasst → storniert · sin carga`,
    ]);
  });

  it('refuses writes to HR and treasury (403)', async () => {
    for (const who of [DEMO.hrChief, DEMO.treasury]) {
      const api = client(ctx, (await login(ctx, who)).accessToken);
      expect((await api.post(`${base}/create`, {})).status).toBe(403);
      expect((await api.post(`${base}/change-state`, { id: 1, to: 'canceled' })).status).toBe(403);
    }
  });
});
