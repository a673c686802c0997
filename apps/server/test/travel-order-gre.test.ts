import { SECTION_IDS, type TTravelOrderDetail } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkUbl, createSunatTransport } from '../src/modules/e-documents/index.ts';
import { sendElectronicDocument, TryAgainLater } from '../src/modules/e-documents/send-document.ts';
import { signingKeyPair } from '../src/platform/pdf/pdf-sign.ts';
import { drivers, newVehicle, rateOn, rowsOf } from './operations-fixtures.ts';
import { client, DEMO, login } from './setup/http.ts';
import { multipart } from './setup/multipart.ts';
import { pdfText } from './setup/pdf-text.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';
import type { FakeSunat } from './support/fake-sunat.ts';
import { FAKE_SUNAT_ACCOUNT, startTestSunat, TEST_CERTIFICATE } from './support/fake-sunat-account.ts';
import { type XmlsecVerifier, xmlsecVerifier } from './support/xmlsec.ts';

/*
 * A started trip issues its GRE transportista: with the local SUNAT as the company's beta addresses,
 * its credentials and certificate saved through Settings, the start records the guide (pending),
 * the queue's send with the real SUNAT client gets it accepted, and the printed guide carries the
 * QR address of SUNAT's CDR. An incomplete trip does not start; a company without credentials
 * starts as before.
 */
const ctx = useTestApp();
const base = '/api/operations/travel-order';
const RETRY = { retryLimit: 5, retryDelaySeconds: 1 };
type Api = ReturnType<typeof client>;
type Errors = { code: string; details?: { missing?: string[] } };

let ops: Api;
let admin: Api;
let sunat: FakeSunat | undefined;
let serviceOrderId: number;
let companyId: number;
let clientRuc: string;
let routeEnds: { origin: string; destination: string };
let people: number[];
let day = 0;
const verifier: XmlsecVerifier = xmlsecVerifier(signingKeyPair(TEST_CERTIFICATE).certificatePem);

/** Each trip leaves on its own August 2027 day, 08:00 in Lima. */
const newTrip = async (driverIndex: number) => {
  day += 1;
  const from = new Date(Date.UTC(2027, 7, day, 13, 0));
  const res = await ops.post(`${base}/create`, {
    serviceOrderId,
    tractorId: await newVehicle(ctx, 'Tracto', 3),
    semitrailerId: await newVehicle(ctx, 'Semirremolque', 3),
    driverId: people[driverIndex],
    coDriverId: null,
    plannedDeparture: from.toISOString(),
    plannedArrival: new Date(from.getTime() + 20 * 3_600_000).toISOString(),
    fuelAllowance: '500',
    otherAllowance: '0',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = (res.body as { id: number }).id;
  const part = await ops.post(`${base}/despatch/save`, {
    id,
    shipper: { documentType: '6', documentNumber: clientRuc, name: 'Remitente S.A.C.' },
    consignee: { documentType: '1', documentNumber: '45871236', name: 'Juana Pérez Ríos' },
    payer: null,
    senderGuides: [{ series: 'EG01', number: 125, issuerRuc: clientRuc }],
    originUbigeo: routeEnds.origin,
    originAddress: 'Av. Industrial 450',
    destinationUbigeo: routeEnds.destination,
    destinationAddress: 'Jr. Los Pinos 120',
    transferStartDate: `2027-08-${String(day).padStart(2, '0')}`,
    goods: [{ description: 'Cemento en bolsas de 42.5 kg', quantity: '600', unitCode: 'BG' }],
    grossWeight: '25.5',
    weightUnit: 'TNE',
    observations: null,
  });
  expect(part.status, JSON.stringify(part.body)).toBe(200);
  return id;
};

const start = (id: number) => ops.post(`${base}/change-state`, { id, to: 'initiated' });
const lastNumber = async () =>
  (
    await rowsOf<{ n: number }>(
      ctx,
      sql`select coalesce(sum(last_number), 0)::int as n from despatch_series where company_id = ${companyId}`,
    )
  )[0]?.n;

beforeAll(async () => {
  ops = client(ctx, (await login(ctx, DEMO.operations)).accessToken);
  admin = client(ctx, (await login(ctx, DEMO.admin)).accessToken);
  const rate = await rateOn(ctx, '2027-08-01');
  const order = await ops.post('/api/operations/service-order/create', {
    clientId: rate.client_id,
    routeId: rate.route_id,
    vehicleTypeId: rate.vehicle_type_id,
    cargoDescription: 'Cemento en bolsas',
    weightKg: '30000',
    packages: 600,
    startDate: '2027-08-01',
    endDate: '2027-08-31',
  });
  serviceOrderId = (order.body as { id: number }).id;
  const [facts] = await rowsOf<{ company_id: number; ruc: string; origin: string; destination: string }>(
    ctx,
    sql`select o.company_id, c.document_number as ruc, r.origin_code as origin, r.destination_code as destination
      from service_orders o join clients c on c.id = o.client_id join travel_routes r on r.id = o.route_id
      where o.id = ${serviceOrderId}`,
  );
  companyId = Number(facts?.company_id);
  clientRuc = String(facts?.ruc);
  routeEnds = { origin: String(facts?.origin), destination: String(facts?.destination) };
  people = await drivers(ctx, 4);
  for (const id of people) {
    await rowsOf(ctx, sql`update employees set licence_number = 'Q' || document_number where id = ${id}`);
  }
});

afterAll(async () => {
  verifier.close();
  await sunat?.close();
});

describe('a company without SUNAT credentials', () => {
  it('starts its trips as before: no guide', async () => {
    const id = await newTrip(0);
    const res = await start(id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as TTravelOrderDetail).gre).toBeNull();
    expect(await lastNumber()).toBe(0);
  });
});

describe('a company that issues guides electronically', () => {
  beforeAll(async () => {
    const [company] = await rowsOf<{ ruc: string }>(
      ctx,
      sql`select ruc from companies where id = ${companyId}`,
    );
    sunat = await startTestSunat({ ruc: String(company?.ruc) });
    const saved = await admin.post('/api/setting/company/sunat/update', {
      companyId,
      environment: 'beta',
      solUser: FAKE_SUNAT_ACCOUNT.solUser,
      solPassword: FAKE_SUNAT_ACCOUNT.solPassword,
      greClientId: FAKE_SUNAT_ACCOUNT.clientId,
      greClientSecret: FAKE_SUNAT_ACCOUNT.clientSecret,
      endpoints: sunat.endpoints,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const body = await multipart(
      { company_id: String(companyId), password: TEST_CERTIFICATE.password },
      { name: 'empresa.p12', type: 'application/x-pkcs12', data: TEST_CERTIFICATE.p12 },
    );
    const token = (await login(ctx, DEMO.admin)).accessToken;
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/setting/company/certificate/upload',
      headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.payload).toBe(200);
  });

  it('refuses to start a trip whose guide lacks a piece, naming it: nothing changes', async () => {
    const id = await newTrip(1);
    await rowsOf(ctx, sql`update employees set licence_number = null where id = ${people[1]}`);
    const res = await start(id);
    expect(res.status).toBe(409);
    expect((res.body as Errors).code).toBe('DESPATCH_INCOMPLETE');
    expect((res.body as Errors).details?.missing).toEqual(['driverLicence']);
    const [trip] = await rowsOf<{ state: string }>(
      ctx,
      sql`select state from travel_orders where id = ${id}`,
    );
    expect(trip?.state).toBe('registered');
    expect(await lastNumber()).toBe(0);
    const records = await rowsOf(
      ctx,
      sql`select 1 from electronic_documents where source_id = ${id}
      and source_type = 'travel_order'`,
    );
    expect(records).toHaveLength(0);
  });

  it('issues the guide on the start, SUNAT accepts it, and its PDF carries the CDR’s QR address', async () => {
    const id = await newTrip(2);
    const res = await start(id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const gre = (res.body as TTravelOrderDetail).gre;
    expect(gre).toMatchObject({ series: 'V001', number: 1, label: 'V001-00000001', state: 'pending' });
    const [record] = await rowsOf<{ id: number; file_name: string }>(
      ctx,
      sql`select id, file_name from electronic_documents where source_type = 'travel_order' and source_id = ${id}`,
    );
    expect(record?.file_name).toMatch(/-31-V001-1$/);
    // What was signed passes SUNAT's structure and rules, and its signature verifies with xmlsec1.
    const [signed] = await rowsOf<{ xml: string }>(
      ctx,
      sql`select xml from electronic_documents where id = ${record?.id}`,
    );
    expect(checkUbl(signed?.xml ?? '', 'DespatchAdvice')).toEqual([]);
    const verified = verifier.verify(signed?.xml ?? '');
    expect(verified.text).toContain('OK');
    expect(verified.ok).toBe(true);
    const [audit] = await rowsOf<{ after: { gre?: string } }>(
      ctx,
      sql`select after from audit_log where entity = 'travel_order' and entity_id = ${String(id)}
        and action = 'travel_order.state' order by id desc limit 1`,
    );
    expect(audit?.after.gre).toBe('V001-00000001');
    const pending = await ops.post(`${base}/despatch/pdf`, { id });
    expect(pending.status).toBe(200);
    expect(await pdfText(pending.raw)).toContain('SUNAT: pending');

    const send = sendElectronicDocument({
      db: ctx.database.db,
      transport: createSunatTransport({ timeoutMs: 10_000 }),
      retry: RETRY,
    });
    // The guide's ticket first, then its CDR (the local SUNAT answers "in process" once).
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        await send(Number(record?.id), { retryCount: attempt, retryLimit: RETRY.retryLimit });
      } catch (error) {
        if (!(error instanceof TryAgainLater)) throw error;
      }
      const [now] = await rowsOf<{ state: string }>(
        ctx,
        sql`select state from electronic_documents where id = ${record?.id}`,
      );
      if (now?.state === 'accepted') break;
    }
    const detail = (await ops.post(`${base}/get`, { id })).body as TTravelOrderDetail;
    expect(detail.gre).toMatchObject({ label: 'V001-00000001', state: 'accepted', sunatCode: '0' });
    const list = await ops.post(`${base}/list`, { filters: { serviceOrderId }, perPage: 50 });
    const rows = (list.body as { data: { id: number; greState: string | null }[] }).data;
    expect(rows.find((r) => r.id === id)?.greState).toBe('accepted');
    expect(rows.filter((r) => r.id !== id).map((r) => r.greState)).toEqual(rows.slice(1).map(() => null));

    const pdf = await ops.post(`${base}/despatch/pdf`, { id });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.raw);
    expect(text).toContain('V001-00000001');
    expect(text).toContain('Juana Pérez Ríos');
    expect(text).toMatch(/https:\/\/\S+/);
    expect(text).not.toContain('SUNAT: pending');

    // The guide prints what was signed: a plate changed after the start does not change it.
    await ctx.database.pool.query("update vehicles set plate = 'ZZZ-999' where id = $1", [detail.tractorId]);
    const reprinted = await pdfText((await ops.post(`${base}/despatch/pdf`, { id })).raw);
    // SUNAT's plates carry no hyphen: ZAZ-005 is printed ZAZ005.
    expect(reprinted).toContain(detail.tractorPlate.replaceAll('-', ''));
    expect(reprinted).not.toContain('ZZZ999');
    await ctx.database.pool.query('update vehicles set plate = $2 where id = $1', [
      detail.tractorId,
      detail.tractorPlate,
    ]);

    // The part the guide was issued from no longer changes.
    const part = await ops.post(`${base}/despatch/get`, { id });
    expect((part.body as { editable: boolean }).editable).toBe(false);
  });

  it("gives the driver their own trip's guide, and no one else's", async () => {
    const [trip] = await rowsOf<{ id: number }>(
      ctx,
      sql`select travel_order_id as id from travel_order_despatches where gre_number is not null limit 1`,
    );
    const own = await createTestUser(ctx, {
      sections: [SECTION_IDS.DRIVER_DASHBOARD],
      employeeId: people[2],
    });
    const other = await createTestUser(ctx, {
      sections: [SECTION_IDS.DRIVER_DASHBOARD],
      employeeId: people[3],
    });
    const mine = await client(ctx, await sessionToken(ctx, own)).post(
      '/api/driver/travel-order/despatch/pdf',
      {
        id: trip?.id,
      },
    );
    expect(mine.status).toBe(200);
    expect(await pdfText(mine.raw)).toContain('V001-00000001');
    const theirs = await client(ctx, await sessionToken(ctx, other)).post(
      '/api/driver/travel-order/despatch/pdf',
      { id: trip?.id },
    );
    expect(theirs.status).toBe(404);
  });
});
