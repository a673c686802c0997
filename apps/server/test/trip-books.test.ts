import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, newVehicle, rateOn } from './operations-fixtures.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { announceTripAdvanceForTest } from './setup/trip-advance-fixture.ts';
import { insertTrip } from './setup/trip-fixture.ts';

/*
 * One trip through the books: its advance paid by treasury (tolls S/ 313.20 + fuel S/ 1,600.00), a
 * viatic (S/ 50.00 handed in cash, S/ 150.00 paid by treasury), the receipts (a factura with IGV, a
 * ticket, two boletas), the settlement closed and the difference returned. 1413 ends at zero.
 */

const ctx = useTestApp();
const tx = '/api/treasury/transaction';
const settle = '/api/operations/documentary-settlement';
type Api = ReturnType<typeof client>;
type Body = Record<string, unknown> & { id: number; code: string; errors?: Record<string, string[]> };

let ops: Api;
let treasurer: Api;
let admin: Api;

const rows = async <T>(query: ReturnType<typeof sql>) => (await ctx.database.db.execute(query)).rows as T[];

/** The live treasury movement of a source. */
const movementOf = async (kind: string, id: number) => {
  const [row] = await rows<{ id: number; amount: string; state: string; type: string | null }>(sql`
    select t.id, t.amount::text, t.state, tt.code as type from treasury_transactions t
    left join accounting_transaction_types tt on tt.id = t.transaction_type_id
    where t.source_kind = ${kind} and t.source_id = ${id} and t.state <> 'canceled'`);
  return row ?? null;
};

const banks = new Map<number, number>();
/** A PEN checking account of the company, opened once per company. */
const bankOf = async (companyId: number) => {
  const known = banks.get(companyId);
  if (known) return known;
  const res = await treasurer.post('/api/treasury/bank-account/create', {
    companyId,
    bank: '002',
    kind: 'checking',
    currency: 'PEN',
    number: `193-445566${banks.size}-0-21`,
    openingBalance: '100000.00',
    openingDate: '2026-01-01',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  banks.set(companyId, (res.body as Body).id);
  return (res.body as Body).id;
};

/** Approves and processes a movement on its company's test bank account, as the treasurer. */
const pay = async (movementId: number, operationNumber: string) => {
  const [m] = await rows<{ company_id: number }>(
    sql`select company_id from treasury_transactions where id = ${movementId}`,
  );
  const bankAccountId = await bankOf(m?.company_id ?? 0);
  const approved = await treasurer.post(`${tx}/approve`, { id: movementId, bankAccountId });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const processed = await treasurer.post(`${tx}/process`, { id: movementId, operationNumber });
  expect(processed.status, JSON.stringify(processed.body)).toBe(200);
};

/** Debit − credit per account code over the entries of this trip's sources. */
const balances = async (sources: { kind: string; id: number }[]) => {
  const result = new Map<string, string>();
  for (const s of sources) {
    const lines = await rows<{ code: string; net: string }>(sql`
      select a.code, sum(l.debit - l.credit)::numeric(14,2)::text as net
      from journal_lines l join journal_entries e on e.id = l.entry_id
      join accounting_accounts a on a.id = l.account_id
      where e.source_kind = ${s.kind} and e.source_id = ${s.id} group by a.code`);
    // Every bank account is its own sub-account of 1041 (1041NN): read them together as the bank.
    for (const l of lines) {
      const code = l.code.startsWith('1041') ? '1041' : l.code;
      result.set(code, (Number(result.get(code) ?? '0') + Number(l.net)).toFixed(2));
    }
  }
  return Object.fromEntries(result);
};

const RUC = { fuel: '20100128056', tolls: '20501234568', restaurant: '20600456785', hotel: '20133666673' };

const line = (travelOrderId: number, over: Record<string, unknown>) => ({
  travelOrderId,
  date: '2026-11-03',
  description: 'Gasto del viaje',
  ...over,
});

beforeAll(async () => {
  ops = client(ctx, (await login(ctx, DEMO.operations)).accessToken);
  treasurer = client(ctx, (await login(ctx, DEMO.treasury)).accessToken);
  admin = client(ctx, (await login(ctx, DEMO.admin)).accessToken);
});

describe('a trip in the books', () => {
  it('pays the advances to 1413, books the receipts by nature with their documents, and 1413 ends at zero', async () => {
    // The trip of the issue: tolls 313.20 + fuel 1,600.00 + other 0 = 1,913.20 advanced before it leaves.
    const trip = await insertTrip(ctx, {
      state: 'registered',
      tolls: '313.20',
      fuel: '1600.00',
      other: '0.00',
    });
    await announceTripAdvanceForTest(ctx, trip.id);
    const advance = await movementOf('travel_order', trip.id);
    expect(advance).toMatchObject({ amount: '1913.20', state: 'pending', type: 'ANTICIPO-VIAJE' });
    await pay(advance!.id, 'ADV-0001');
    const [paidTrip] = await rows<{ ref: string; paid: boolean }>(
      sql`select advance_payment_reference as ref, advance_paid_at is not null as paid from travel_orders where id = ${trip.id}`,
    );
    expect(paidTrip).toEqual({ ref: 'ADV-0001', paid: true });

    // The driver's viatic: 2 days in a zone at food 45 + local transport 15 a day and lodging 80 a
    // night = (45 + 15) × 2 + 80 × 1 = 200.00, of which 50.00 was handed in cash before approval.
    const [zone] = await rows<{ id: number }>(
      sql`insert into zones (name) values ('Zona viaje contable') returning id`,
    );
    const rate = await admin.post('/api/setting/viatic-rate/create', {
      zoneId: zone?.id,
      validFrom: '2026-01-01',
      food: '45.00',
      lodging: '80.00',
      localTransport: '15.00',
    });
    expect(rate.status, JSON.stringify(rate.body)).toBe(200);
    const created = await admin.post('/api/rrhh/viatic/create', {
      employeeId: 5,
      zoneId: zone?.id,
      startDate: '2026-11-02',
      endDate: '2026-11-03',
      advance: '50.00',
      purpose: `Viaje ${trip.code}`,
      observations: '',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const viaticId = (created.body as Body).id;
    expect((created.body as Body).total).toBe('200.00');
    // The chief's step is not what this test is about: recorded straight, then HR approves.
    await ctx.database.db.execute(
      sql`update viatics set chief_approved_at = now(), travel_order_id = ${trip.id} where id = ${viaticId}`,
    );
    expect((await admin.post('/api/rrhh/viatic/approve-hr', { id: viaticId })).status).toBe(200);
    const viatic = await movementOf('viatic', viaticId);
    expect(viatic).toMatchObject({ amount: '150.00', type: 'VIATICO' });
    await pay(viatic!.id, 'VIA-0001');

    // The trip is driven and finished (its states are operations' tests).
    await ctx.database.db.execute(
      sql`update travel_orders set state = 'finished', finished_at = '2026-11-04T17:00:00-05:00' where id = ${trip.id}`,
    );

    // Fuel: factura F001-00012345, base 1,355.93 + IGV 244.07 (18 % of 1,355.93 = 244.0674) = 1,600.00.
    const receipts = [
      line(trip.id, {
        concept: 'fuel',
        amount: '1600.00',
        docType: '01',
        docSeries: 'f001',
        docNumber: '12345',
        supplierRuc: RUC.fuel,
        base: '1355.93',
        igv: '244.07',
        description: 'Diésel B5 S50 Grifo Chilca',
      }),
      // Tolls: a ticket of the concession's machine, 300.00 (no IGV credit on a ticket here).
      line(trip.id, {
        concept: 'tolls',
        amount: '300.00',
        docType: '12',
        docSeries: 'MR0045',
        docNumber: '881',
        supplierRuc: RUC.tolls,
        description: 'Peajes Chilca, Jahuay, Fortaleza',
      }),
      // Meals and lodging: boletas, their IGV is part of the cost.
      line(trip.id, {
        concept: 'viatics',
        nature: 'meals',
        amount: '120.00',
        docType: '03',
        docSeries: 'B002',
        docNumber: '981',
        supplierRuc: RUC.restaurant,
        description: 'Menús en ruta',
      }),
      line(trip.id, {
        concept: 'viatics',
        nature: 'lodging',
        amount: '60.00',
        docType: '03',
        docSeries: 'EB01',
        docNumber: '77',
        supplierRuc: RUC.hotel,
        description: 'Hospedaje Huarmey',
      }),
    ];
    for (const r of receipts) {
      const res = await ops.post(`${settle}/add-line`, r);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    // Advanced 1,913.20 + 200.00 = 2,113.20; spent 1,600 + 300 + 120 + 60 = 2,080.00; the driver returns 33.20.
    const closed = await ops.post(`${settle}/close`, { travelOrderId: trip.id });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({ advanced: '2113.20', spent: '2080.00', balance: '33.20' });
    const [settlement] = await rows<{ id: number }>(
      sql`select id from settlements where travel_order_id = ${trip.id}`,
    );
    const settlementId = settlement!.id;

    // The settlement's entry carries each receipt on its lines.
    const docs = await rows<Record<string, string | null>>(sql`
      select a.code, l.debit::text, l.credit::text, l.party_doc_type, l.party_doc_number, l.doc_type,
        l.doc_series, l.doc_number, l.doc_date::text
      from journal_lines l join journal_entries e on e.id = l.entry_id join accounting_accounts a on a.id = l.account_id
      where e.source_kind = 'settlement' and e.source_id = ${settlementId} and e.origin = 'settlement'
      order by l.id`);
    expect(docs).toEqual([
      expect.objectContaining({
        code: '656',
        debit: '1355.93',
        party_doc_type: '6',
        party_doc_number: RUC.fuel,
        doc_type: '01',
        doc_series: 'F001',
        doc_number: '12345',
        doc_date: '2026-11-03',
      }),
      expect.objectContaining({
        code: '40111',
        debit: '244.07',
        party_doc_number: RUC.fuel,
        doc_type: '01',
        doc_series: 'F001',
      }),
      expect.objectContaining({
        code: '6315',
        debit: '300.00',
        party_doc_number: RUC.tolls,
        doc_type: '12',
        doc_series: 'MR0045',
      }),
      expect.objectContaining({
        code: '6314',
        debit: '120.00',
        party_doc_number: RUC.restaurant,
        doc_type: '03',
        doc_series: 'B002',
      }),
      expect.objectContaining({
        code: '6313',
        debit: '60.00',
        party_doc_number: RUC.hotel,
        doc_type: '03',
        doc_series: 'EB01',
      }),
      expect.objectContaining({ code: '1413', credit: '2080.00', party_doc_type: '1' }),
    ]);

    // The driver returns the 33.20 left: treasury collects it (LIQ-DEVOL, Dr bank / Cr 1413).
    const back = await movementOf('settlement', settlementId);
    expect(back).toMatchObject({ amount: '33.20', type: 'LIQ-DEVOL' });
    await pay(back!.id, 'DEV-0001');

    const movements = [advance!.id, viatic!.id, back!.id].map((id) => ({ kind: 'treasury_transaction', id }));
    const books = await balances([
      ...movements,
      { kind: 'viatic_cash', id: viaticId },
      { kind: 'settlement', id: settlementId },
    ]);
    expect(books).toEqual({
      // 1413: + 1,913.20 (trip advance) + 150.00 (viatic by bank) + 50.00 (viatic in cash)
      //       − 2,080.00 (receipts rendered) − 33.20 (returned) = 0.00
      '1413': '0.00',
      // 40111: the factura's IGV, crédito fiscal.
      '40111': '244.07',
      // Fuel 656: the factura's base. Tolls 6315, meals 6314, lodging 6313: what the ticket and boletas say.
      '656': '1355.93',
      '6315': '300.00',
      '6314': '120.00',
      '6313': '60.00',
      // 101 Caja: the 50.00 handed in cash.
      '101': '-50.00',
      // 1041 bank: − 1,913.20 − 150.00 + 33.20 = − 2,030.00.
      '1041': '-2030.00',
    });
  });
});

describe('the advance of a trip operations plans', () => {
  it('arrives in treasury when the trip is created, follows a re-plan, is withdrawn on cancel; once paid the cancel is refused', async () => {
    const rate = await rateOn(ctx, '2027-07-01');
    const order = await ops.post('/api/operations/service-order/create', {
      clientId: rate.client_id,
      routeId: rate.route_id,
      vehicleTypeId: rate.vehicle_type_id,
      cargoDescription: 'Cemento en bolsas',
      weightKg: '30000',
      packages: 600,
      startDate: '2027-07-01',
      endDate: '2027-07-30',
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const [driverId] = await drivers(ctx, 1);
    const plan = async () => ({
      serviceOrderId: (order.body as Body).id,
      tractorId: await newVehicle(ctx, 'Tracto', 3),
      semitrailerId: await newVehicle(ctx, 'Semirremolque', 3),
      driverId,
      coDriverId: null,
      plannedDeparture: '2027-07-05T13:00:00.000Z',
      plannedArrival: '2027-07-06T09:00:00.000Z',
      fuelAllowance: '1600.00',
      otherAllowance: '50.00',
    });
    const body = await plan();
    const created = await ops.post('/api/operations/travel-order/create', body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const trip = created.body as Body & { expectedTolls: string };
    const tolls = Number(trip.expectedTolls);
    // Advance = tolls (the route's fares for 6 axles) + fuel 1,600.00 + other 50.00.
    const first = await movementOf('travel_order', trip.id);
    expect(first).toMatchObject({
      state: 'pending',
      amount: (tolls + 1650).toFixed(2),
      type: 'ANTICIPO-VIAJE',
    });

    // Re-planned with less fuel: the pending payment is replaced.
    const updated = await ops.post('/api/operations/travel-order/update', {
      ...body,
      id: trip.id,
      fuelAllowance: '1400.00',
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const second = await movementOf('travel_order', trip.id);
    expect(second?.amount).toBe((tolls + 1450).toFixed(2));
    const [old] = await rows<{ state: string }>(
      sql`select state from treasury_transactions where id = ${first!.id}`,
    );
    expect(old?.state).toBe('canceled');

    // Paid: the driver holds the money, so the trip can no longer be canceled (409).
    await pay(second!.id, 'ADV-0002');
    const cancel = await ops.post('/api/operations/travel-order/change-state', {
      id: trip.id,
      to: 'canceled',
      note: 'Cliente anuló',
    });
    expect(cancel.status).toBe(409);

    // Another trip, canceled before treasury paid: its movement is withdrawn.
    const other = await ops.post('/api/operations/travel-order/create', {
      ...(await plan()),
      driverId: (await drivers(ctx, 2))[1],
      plannedDeparture: '2027-07-10T13:00:00.000Z',
      plannedArrival: '2027-07-11T09:00:00.000Z',
    });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const otherId = (other.body as Body).id;
    const pending = await movementOf('travel_order', otherId);
    expect(
      (
        await ops.post('/api/operations/travel-order/change-state', {
          id: otherId,
          to: 'canceled',
          note: 'Anulado',
        })
      ).status,
    ).toBe(200);
    const [withdrawn] = await rows<{ state: string }>(
      sql`select state from treasury_transactions where id = ${pending!.id}`,
    );
    expect(withdrawn?.state).toBe('canceled');
  });
});

describe('a receipt with a bad document', () => {
  it('is refused with 400 naming the field and writes nothing', async () => {
    const trip = await insertTrip(ctx, { tolls: '313.20', fuel: '1600.00' });
    const count = async () =>
      (
        await rows<{ n: number }>(sql`
          select count(*)::int as n from settlement_lines l join settlements s on s.id = l.settlement_id
          where s.travel_order_id = ${trip.id}`)
      )[0]?.n;
    const factura = {
      concept: 'fuel',
      amount: '118.00',
      docType: '01',
      docSeries: 'F001',
      docNumber: '1',
      supplierRuc: RUC.fuel,
      base: '100.00',
      igv: '18.00',
    };
    // 20100128057: the check digit of 2010012805 is 6, not 7.
    const badRuc = await ops.post(
      `${settle}/add-line`,
      line(trip.id, { ...factura, supplierRuc: '20100128057' }),
    );
    expect(badRuc.status).toBe(400);
    expect(badRuc.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: { supplierRuc: ['The RUC is not valid'] },
    });
    // valid-document: 11 digits or none; ten are told the length, not "not valid".
    const shortRuc = await ops.post(
      `${settle}/add-line`,
      line(trip.id, { ...factura, supplierRuc: '2010012805' }),
    );
    expect(shortRuc.status).toBe(400);
    expect(shortRuc.body).toMatchObject({ errors: { supplierRuc: ['The document must have 11 digits'] } });
    // A factura's series is F + 3 characters (or E001, or four digits): B001 is a boleta's.
    const badSeries = await ops.post(`${settle}/add-line`, line(trip.id, { ...factura, docSeries: 'B001' }));
    expect(badSeries.status).toBe(400);
    expect(Object.keys((badSeries.body as Body).errors ?? {})).toEqual(['docSeries']);
    // IGV on a boleta, and a factura's IGV that is not 18 % of its base (18 % of 100.00 = 18.00, ±0.01).
    const igvOnBoleta = await ops.post(
      `${settle}/add-line`,
      line(trip.id, { ...factura, docType: '03', docSeries: 'B001' }),
    );
    // …and a boleta's base is what was paid (118.00), not 100.00: both fields are named.
    expect(Object.keys((igvOnBoleta.body as Body).errors ?? {})).toEqual(['igv', 'base']);
    const wrongIgv = await ops.post(
      `${settle}/add-line`,
      line(trip.id, { ...factura, igv: '18.02', amount: '118.02' }),
    );
    expect((wrongIgv.body as Body).errors).toEqual({ igv: ['IGV must be 18 % of the base: 18.00'] });
    const withinCentimo = await ops.post(
      `${settle}/add-line`,
      line(trip.id, { ...factura, igv: '18.01', amount: '118.01' }),
    );
    expect(withinCentimo.status, JSON.stringify(withinCentimo.body)).toBe(200);
    // Only the last one was written.
    expect(await count()).toBe(1);
  });
});

describe('the demo month', () => {
  it('has one trip booked: advance and viatics paid, receipts booked; 1413 holds what the driver still has to return', async () => {
    const [demo] = await rows<{ trip: number; settlement: number; balance: string }>(sql`
      select t.source_id as trip, s.id as settlement, s.closed_balance::text as balance
      from treasury_transactions t join settlements s on s.travel_order_id = t.source_id
      where t.source_kind = 'travel_order' and t.state = 'processed' and s.advanced_viatics > 0
      order by t.id limit 1`);
    expect(demo).toBeDefined();
    if (!demo) return;
    const crew = await rows<{ id: number }>(
      sql`select id from viatics where travel_order_id = ${demo.trip} and status = 2`,
    );
    const paid = await rows<{ id: number }>(sql`
      select id from treasury_transactions where state = 'processed' and (
        (source_kind = 'travel_order' and source_id = ${demo.trip})
        or (source_kind = 'viatic' and source_id in (select id from viatics where travel_order_id = ${demo.trip})))`);
    expect(paid.length).toBeGreaterThan(1);
    const books = await balances([
      ...paid.map((m) => ({ kind: 'treasury_transaction', id: m.id })),
      ...crew.map((v) => ({ kind: 'viatic_cash', id: v.id })),
      { kind: 'settlement', id: demo.settlement },
    ]);
    // 1413 = trip advance + viatics (cash and bank) − receipts rendered = the settlement's closed
    // balance, whose return (or payment) waits in treasury.
    expect(books['1413']).toBe(Number(demo.balance).toFixed(2));
    const [back] = await rows<{ state: string; amount: string }>(sql`
      select state, amount::text from treasury_transactions where source_kind = 'settlement' and source_id = ${demo.settlement}`);
    if (Number(demo.balance) !== 0)
      expect(back).toEqual({ state: 'pending', amount: Math.abs(Number(demo.balance)).toFixed(2) });
    // Fuel came on facturas: their IGV is crédito fiscal.
    expect(Number(books['40111'] ?? '0')).toBeGreaterThan(0);
  });
});
