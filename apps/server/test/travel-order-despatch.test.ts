import { SECTION_IDS, type TTravelOrderDespatch, type TTravelOrderDespatchCheck } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { despatchOf, takeDespatchNumber } from '../src/modules/operations/index.ts';
import { AppError } from '../src/platform/errors/app-error.ts';
import { drivers, newVehicle, rateOn, rowsOf } from './operations-fixtures.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
const base = '/api/operations/travel-order';
type Api = ReturnType<typeof client>;
type Errors = { code: string; errors?: Record<string, string[]>; details?: { missing?: string[] } };

let ops: Api;
let serviceOrderId: number;
let clientRuc: string;
let routeEnds: { origin: string; destination: string };
let people: number[];
let day = 0;

/** Each trip leaves on its own July 2027 day, 08:00 in Lima (13:00 UTC). */
const newTrip = async (driverIndex: number, coDriverIndex: number | null = null) => {
  day += 1;
  const from = new Date(Date.UTC(2027, 6, day, 13, 0));
  const res = await ops.post(`${base}/create`, {
    serviceOrderId,
    tractorId: await newVehicle(ctx, 'Tracto', 3),
    semitrailerId: await newVehicle(ctx, 'Semirremolque', 3),
    driverId: people[driverIndex],
    coDriverId: coDriverIndex === null ? null : people[coDriverIndex],
    plannedDeparture: from.toISOString(),
    plannedArrival: new Date(from.getTime() + 20 * 3_600_000).toISOString(),
    fuelAllowance: '500',
    otherAllowance: '0',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: number; tractorId: number; semitrailerId: number };
};

const complete = (id: number) => ({
  id,
  shipper: { documentType: '6', documentNumber: clientRuc, name: 'Remitente S.A.C.' },
  consignee: { documentType: '1', documentNumber: '45871236', name: 'Juana Pérez Ríos' },
  payer: null,
  senderGuides: [{ series: 'EG01', number: 125, issuerRuc: clientRuc }],
  originUbigeo: routeEnds.origin,
  originAddress: 'Av. Industrial 450',
  destinationUbigeo: routeEnds.destination,
  destinationAddress: 'Jr. Los Pinos 120',
  transferStartDate: '2027-07-01',
  goods: [
    { description: 'Cemento en bolsas de 42.5 kg', quantity: '600', unitCode: 'BG' },
    { description: 'Parihuelas', quantity: '12', unitCode: 'NIU' },
  ],
  grossWeight: '25.5',
  weightUnit: 'TNE',
  observations: 'Entregar en almacén 3',
});

beforeAll(async () => {
  ops = client(ctx, (await login(ctx, DEMO.operations)).accessToken);
  const rate = await rateOn(ctx, '2027-07-01');
  const order = await ops.post('/api/operations/service-order/create', {
    clientId: rate.client_id,
    routeId: rate.route_id,
    vehicleTypeId: rate.vehicle_type_id,
    cargoDescription: 'Cemento en bolsas',
    weightKg: '30000',
    packages: 600,
    startDate: '2027-07-01',
    endDate: '2027-07-31',
  });
  serviceOrderId = (order.body as { id: number }).id;
  const [c] = await rowsOf<{ document_number: string }>(
    ctx,
    sql`select document_number from clients where id = ${rate.client_id}`,
  );
  clientRuc = String(c?.document_number);
  const [r] = await rowsOf<{ origin: string; destination: string }>(
    ctx,
    sql`select origin_code as origin, destination_code as destination from travel_routes where id = ${rate.route_id}`,
  );
  routeEnds = { origin: String(r?.origin), destination: String(r?.destination) };
  people = await drivers(ctx, 12);
  // The drivers this file uses hold a licence, whatever the demo gave them.
  for (const id of people) {
    await rowsOf(ctx, sql`update employees set licence_number = 'Q' || document_number where id = ${id}`);
  }
});

describe('the GRE part of a travel order', () => {
  it('is filled on every demo trip but the canceled ones, and a started one could issue its guide', async () => {
    const [demo] = await rowsOf<{ trips: number; parts: number; guides: number }>(
      ctx,
      sql`select count(*)::int as trips, count(d.travel_order_id)::int as parts,
          count(*) filter (where jsonb_array_length(d.sender_guides) > 0)::int as guides
        from travel_orders t left join travel_order_despatches d on d.travel_order_id = t.id
        where t.state <> 'canceled'`,
    );
    expect(demo?.trips).toBeGreaterThan(40);
    expect(demo?.parts).toBe(demo?.trips);
    expect(demo?.guides).toBeGreaterThan(0);
    const started = await rowsOf<{ id: number }>(
      ctx,
      sql`select id from travel_orders where state in ('initiated', 'returning') order by id`,
    );
    expect(started.length).toBeGreaterThan(0);
    // A started trip could issue its guide: company, fleet, crew and GRE part are complete.
    for (const { id } of started) {
      await expect(despatchOf(ctx.database.db, Number(id))).resolves.toMatchObject({ weightUnit: 'KGM' });
    }
  });

  it('suggests the shipper, the places, the day and the goods from the trip before anyone saves it', async () => {
    const trip = await newTrip(0);
    const res = await ops.post(`${base}/despatch/get`, { id: trip.id });
    expect(res.status).toBe(200);
    const part = res.body as TTravelOrderDespatch;
    expect(part).toMatchObject({
      travelOrderId: trip.id,
      saved: false,
      editable: true,
      shipper: { documentType: '6', documentNumber: clientRuc },
      consignee: null,
      originUbigeo: routeEnds.origin,
      destinationUbigeo: routeEnds.destination,
      transferStartDate: '2027-07-01',
      goods: [{ description: 'Cemento en bolsas', quantity: '30000.00', unitCode: 'KGM' }],
      grossWeight: '30000.00',
      weightUnit: 'KGM',
    });
  });

  it('saves and reads it back, and records the change', async () => {
    const trip = await newTrip(1);
    const saved = await ops.post(`${base}/despatch/save`, complete(trip.id));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = (await ops.post(`${base}/despatch/get`, { id: trip.id })).body as TTravelOrderDespatch;
    expect(read).toMatchObject({
      saved: true,
      consignee: { documentType: '1', documentNumber: '45871236', name: 'Juana Pérez Ríos' },
      senderGuides: [{ series: 'EG01', number: 125, issuerRuc: clientRuc }],
      goods: complete(trip.id).goods,
      grossWeight: '25.500',
      weightUnit: 'TNE',
      observations: 'Entregar en almacén 3',
    });
    const audit = await rowsOf(
      ctx,
      sql`select 1 from audit_log where entity = 'travel_order_despatch' and entity_id = ${String(trip.id)}`,
    );
    expect(audit).toHaveLength(1);
  });

  it('answers 400 naming each wrong field', async () => {
    const trip = await newTrip(2);
    const body = {
      ...complete(trip.id),
      shipper: { documentType: '6', documentNumber: '20123456789', name: 'X' },
      senderGuides: [{ series: 'E1', number: 0, issuerRuc: clientRuc }],
      goods: [{ description: 'Cemento', quantity: '0', unitCode: 'KGM' }],
      grossWeight: '-3',
    };
    const res = await ops.post(`${base}/despatch/save`, body);
    expect(res.status).toBe(400);
    const fields = Object.keys((res.body as Errors).errors ?? {});
    expect(fields).toEqual(
      expect.arrayContaining([
        'shipper.documentNumber',
        'senderGuides.0.series',
        'senderGuides.0.number',
        'goods.0.quantity',
        'grossWeight',
      ]),
    );
    const place = await ops.post(`${base}/despatch/save`, { ...complete(trip.id), originUbigeo: '999999' });
    expect(place.status).toBe(400);
    expect(Object.keys((place.body as Errors).errors ?? {})).toEqual(['originUbigeo']);
  });

  it('answers 409 once the trip is canceled or settled', async () => {
    const canceled = await newTrip(3);
    await ops.post(`${base}/change-state`, { id: canceled.id, to: 'canceled' });
    const a = await ops.post(`${base}/despatch/save`, complete(canceled.id));
    expect([a.status, (a.body as Errors).code]).toEqual([409, 'INVALID_CHANGE']);
    const settled = await newTrip(4);
    await rowsOf(ctx, sql`update travel_orders set settled_at = now() where id = ${settled.id}`);
    const b = await ops.post(`${base}/despatch/save`, complete(settled.id));
    expect([b.status, (b.body as Errors).code]).toEqual([409, 'INVALID_CHANGE']);
    const read = (await ops.post(`${base}/despatch/get`, { id: settled.id })).body as TTravelOrderDespatch;
    expect(read.editable).toBe(false);
  });
});

describe('the guide of a trip', () => {
  it('names every missing piece: driver without licence, vehicle without plate, goods without weight…', async () => {
    const trip = await newTrip(5, 6);
    const before = (await ops.post(`${base}/despatch/check`, { id: trip.id }))
      .body as TTravelOrderDespatchCheck;
    expect(before).toEqual({ ok: false, missing: ['despatchPart'] });

    await ops.post(`${base}/despatch/save`, {
      ...complete(trip.id),
      consignee: null,
      goods: [],
      grossWeight: null,
      destinationAddress: null,
    });
    await rowsOf(ctx, sql`update employees set licence_number = null where id = ${people[5]}`);
    await rowsOf(ctx, sql`update employees set licence_number = '' where id = ${people[6]}`);
    await rowsOf(ctx, sql`update vehicles set plate = '' where id = ${trip.semitrailerId}`);
    await rowsOf(ctx, sql`update companies set mtc_registration = null where id = 1`);
    try {
      const check = (await ops.post(`${base}/despatch/check`, { id: trip.id }))
        .body as TTravelOrderDespatchCheck;
      const missing = [
        'carrierMtcRegistration',
        'semitrailerPlate',
        'driverLicence',
        'coDriverLicence',
        'consignee',
        'destinationAddress',
        'goodsLines',
        'grossWeight',
      ];
      expect(check).toEqual({ ok: false, missing });
      const error = await despatchOf(ctx.database.db, trip.id).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 409, code: 'DESPATCH_INCOMPLETE', details: { missing } });
    } finally {
      await rowsOf(ctx, sql`update companies set mtc_registration = '1510658CNG' where id = 1`);
    }
  });

  it('of a complete trip is the contract’s structure, read from the company, the fleet, the crew and the GRE part', async () => {
    const trip = await newTrip(7, 8);
    await ops.post(`${base}/despatch/save`, complete(trip.id));
    const check = (await ops.post(`${base}/despatch/check`, { id: trip.id }))
      .body as TTravelOrderDespatchCheck;
    expect(check).toEqual({ ok: true, missing: [] });
    const [company] = await rowsOf<Record<string, string>>(
      ctx,
      sql`select ruc, name, trade_name, address, district_code, mtc_registration from companies where id = 1`,
    );
    // The TUC is printed without its dashes: the MTC certificate's number 'TUC-53' goes as 'TUC53'.
    await rowsOf(
      ctx,
      sql`update vehicle_documents set number = 'TUC-' || vehicle_id
        where kind = 'mtc_certificate' and vehicle_id in (${trip.tractorId}, ${trip.semitrailerId})`,
    );
    const plates = await rowsOf<{ id: number; plate: string; number: string }>(
      ctx,
      sql`select v.id, v.plate, d.number from vehicles v
        join vehicle_documents d on d.vehicle_id = v.id and d.kind = 'mtc_certificate'
        where v.id in (${trip.tractorId}, ${trip.semitrailerId})`,
    );
    const vehicle = (id: number) => {
      const v = plates.find((p) => p.id === id);
      return { plate: String(v?.plate).replace('-', ''), authorisation: `TUC${v?.id}` };
    };
    const crew = await rowsOf<Record<string, string>>(
      ctx,
      sql`select id, document_number, first_names, paternal_surname, maternal_surname, licence_number
        from employees where id in (${people[7]}, ${people[8]})`,
    );
    const driver = (id: number | undefined) => {
      const e = crew.find((c) => Number(c.id) === id);
      return {
        documentType: '1',
        documentNumber: e?.document_number,
        givenNames: e?.first_names,
        familyNames: [e?.paternal_surname, e?.maternal_surname].filter(Boolean).join(' '),
        licence: e?.licence_number,
      };
    };
    const body = complete(trip.id);
    expect(await despatchOf(ctx.database.db, trip.id)).toEqual({
      carrier: {
        documentType: '6',
        documentNumber: company?.ruc,
        name: company?.name,
        tradeName: company?.trade_name,
        address: { ubigeo: company?.district_code, line: company?.address, establishmentCode: '0000' },
        mtcRegistration: '1510658CNG',
      },
      shipper: body.shipper,
      consignee: body.consignee,
      senderGuides: body.senderGuides,
      transferStartDate: '2027-07-01',
      origin: { ubigeo: routeEnds.origin, line: 'Av. Industrial 450' },
      destination: { ubigeo: routeEnds.destination, line: 'Jr. Los Pinos 120' },
      vehicles: [vehicle(trip.tractorId), vehicle(trip.semitrailerId)],
      drivers: [driver(people[7]), driver(people[8])],
      goods: body.goods,
      grossWeight: '25.500',
      weightUnit: 'TNE',
      observations: 'Entregar en almacén 3',
    });
  });

  it('takes consecutive numbers of the company’s series when two guides are numbered at once', async () => {
    const db = ctx.database.db;
    const [first, second] = await Promise.all(
      [0, 1].map(() =>
        db.transaction(async (tx) => {
          const taken = await takeDespatchNumber(tx, 2);
          // Holds the series' lock a moment, so the other take has to wait for it.
          await tx.execute(sql`select pg_sleep(0.05)`);
          return taken;
        }),
      ),
    );
    expect([first?.series, second?.series]).toEqual(['V001', 'V001']);
    expect([first?.number, second?.number].sort()).toEqual([1, 2]);
    const third = await db.transaction((tx) => takeDespatchNumber(tx, 2));
    expect(third).toEqual({ series: 'V001', number: 3 });
  });
});

describe('access to the GRE part', () => {
  it('needs the travel orders section', async () => {
    const outsider = await createTestUser(ctx, { sections: [SECTION_IDS.SERVICE_ORDERS] });
    const api = client(ctx, await sessionToken(ctx, outsider));
    for (const path of ['despatch/get', 'despatch/check']) {
      expect((await api.post(`${base}/${path}`, { id: 1 })).status).toBe(403);
    }
    const holder = await createTestUser(ctx, { sections: [SECTION_IDS.TRAVEL_ORDERS] });
    const allowed = client(ctx, await sessionToken(ctx, holder));
    expect((await allowed.post(`${base}/despatch/check`, { id: 1 })).status).toBe(200);
    expect((await allowed.post(`${base}/despatch/get`, { id: 2_000_000 })).status).toBe(404);
  });
});

describe("the company's MTC registration", () => {
  it('is a field of Settings › Companies, kept in capitals and refused when it is not a code', async () => {
    const admin = client(ctx, (await login(ctx, DEMO.admin)).accessToken);
    const company = (await admin.post('/api/setting/company/get', { id: 2 })).body as Record<string, unknown>;
    expect(company.mtcRegistration).toBe('1520041CNG');
    const fields = {
      ruc: company.ruc,
      name: company.name,
      tradeName: company.tradeName,
      address: company.address,
      districtCode: company.districtCode,
      phone: company.phone,
      email: company.email,
    };
    const bad = await admin.post('/api/setting/company/update', {
      ...fields,
      id: 2,
      mtcRegistration: 'N° 15/20',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as Errors).errors ?? {})).toEqual(['mtcRegistration']);
    const saved = await admin.post('/api/setting/company/update', {
      ...fields,
      id: 2,
      mtcRegistration: '1520099cng',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ mtcRegistration: '1520099CNG' });
  });
});
