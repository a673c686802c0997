import { SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { multipart, TINY_PDF, TINY_PNG } from './setup/multipart.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';
import { insertTrip } from './setup/trip-fixture.ts';

const ctx = useTestApp();
const base = '/api/operations/document-order';

type Api = ReturnType<typeof client>;
type Errors = { code: string; errors?: Record<string, string[]> };
type Order = { id: number; state: string; documents: { id: number }[]; scans: { id: number }[] };

let ops: Api;
let token: string;

const TRACK = 'PE123456789012345PE';

const upload = async (fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) => {
  const body = await multipart(fields, file);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${base}/upload-scan`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, 'accept-language': 'en' },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as Errors & Order };
};

const newOrder = async () => {
  const trip = await insertTrip(ctx, { state: 'initiated' });
  const res = await ops.post(`${base}/create`, { travelOrderId: trip.id, trackingNumber: TRACK });
  expect(res.status).toBe(200);
  return { trip, order: res.body as Order };
};

beforeAll(async () => {
  token = (await login(ctx, DEMO.operations)).accessToken;
  ops = client(ctx, token);
});

describe('the demo', () => {
  it('has received no papers in the future: a trip planned for next week has them as of the seed', async () => {
    const { rows } = await ctx.database.db.execute<{ future: number; planned: number }>(sql`
      select count(*) filter (where d.created_at > now())::int as future,
             count(*) filter (where t.planned_departure > now())::int as planned
      from document_orders d join travel_orders t on t.id = d.travel_order_id`);
    expect(rows[0]?.planned).toBeGreaterThan(0);
    expect(rows[0]?.future).toBe(0);
  });
});

describe('tracking number', () => {
  it('must have exactly 19 characters: "Incorrect Track Number" otherwise', async () => {
    const trip = await insertTrip(ctx, { state: 'registered' });
    for (const trackingNumber of ['PE12345678901234PE', 'PE1234567890123456PE', '']) {
      const res = await ops.post(`${base}/create`, { travelOrderId: trip.id, trackingNumber });
      expect(res.status).toBe(400);
      expect((res.body as Errors).errors?.trackingNumber).toEqual(['Incorrect Track Number']);
    }
    const es = client(ctx, token, 'es');
    const res = await es.post(`${base}/create`, { travelOrderId: trip.id, trackingNumber: 'x' });
    expect((res.body as Errors).errors?.trackingNumber).toEqual(['Número de seguimiento incorrecto']);
    expect((await ops.post(`${base}/create`, { travelOrderId: trip.id, trackingNumber: TRACK })).status).toBe(
      200,
    );
    const twice = await ops.post(`${base}/create`, { travelOrderId: trip.id, trackingNumber: TRACK });
    expect(twice.status).toBe(400);
    expect((twice.body as Errors).errors?.travelOrderId).toBeDefined();
  });
});

describe('guides', () => {
  it("checks a carrier guide's series and number and keeps the number unique per series", async () => {
    const { order } = await newOrder();
    const guide = { documentOrderId: order.id, kind: 'carrier_guide', issueDate: '2026-11-03' };
    const badSeries = await ops.post(`${base}/add-document`, { ...guide, series: '001', number: '45' });
    expect((badSeries.body as Errors).errors?.series).toBeDefined();
    const badNumber = await ops.post(`${base}/add-document`, {
      ...guide,
      series: 'T001',
      number: '123456789',
    });
    expect((badNumber.body as Errors).errors?.number).toBeDefined();
    const series = 'T901';
    const ok = await ops.post(`${base}/add-document`, { ...guide, series, number: '00004521' });
    expect(ok.status).toBe(200);
    // SUNAT's correlative keeps its leading zeros, as printed on the guide.
    expect((ok.body as { documents: { number: string }[] }).documents.map((d) => d.number)).toEqual([
      '00004521',
    ]);
    const again = await ops.post(`${base}/add-document`, { ...guide, series, number: '4521' });
    expect(again.status).toBe(400);
    expect((again.body as Errors).errors?.number).toEqual(['Already registered']);
    const client2 = await ops.post(`${base}/add-document`, {
      documentOrderId: order.id,
      kind: 'client_guide',
      number: 'EG07-18230',
      issueDate: '2026-11-03',
    });
    expect((client2.body as Order).documents).toHaveLength(2);
  });
});

describe('states', () => {
  it('goes received → in transit → delivered, and refuses anything else with 409', async () => {
    const { order } = await newOrder();
    expect((await ops.post(`${base}/change-state`, { id: order.id, to: 'received' })).status).toBe(409);
    expect((await ops.post(`${base}/change-state`, { id: order.id, to: 'in_transit' })).status).toBe(200);
    const done = await ops.post(`${base}/change-state`, { id: order.id, to: 'delivered_to_client' });
    expect(done.body).toMatchObject({ state: 'delivered_to_client' });
    expect((await ops.post(`${base}/change-state`, { id: order.id, to: 'in_transit' })).status).toBe(409);
    const late = await ops.post(`${base}/add-document`, {
      documentOrderId: order.id,
      kind: 'invoice',
      number: 'F001-2210',
      issueDate: '2026-11-05',
    });
    expect(late.status).toBe(409);
    const audit = await ctx.database.pool.query(
      `select 1 from audit_log where entity = 'document_order' and entity_id = $1 and action = 'document_order.state'`,
      [String(order.id)],
    );
    expect(audit.rowCount).toBe(2);
  });

  it('tells the holders of document orders of a state change, with the states named in their language', async () => {
    const holder = await createTestUser(ctx, { sections: [SECTION_IDS.DOCUMENT_ORDERS] });
    await ctx.database.pool.query(`update users set language = 'fr' where id = $1`, [holder.id]);
    const { trip, order } = await newOrder();
    expect((await ops.post(`${base}/change-state`, { id: order.id, to: 'in_transit' })).status).toBe(200);
    const { rows } = await ctx.database.pool.query<{ title: string; body: string; type: string }>(
      `select title, body, type from notifications where user_id = $1 order by id`,
      [holder.id],
    );
    expect(rows).toEqual([
      {
        type: 'document_order.state',
        title: 'Un ordre de documents a changé d’état',
        body: `${TRACK} (${trip.code}) : Reçu → En transit`,
      },
    ]);
  });
});

describe('scans', () => {
  it('uploads, downloads and deletes a scan; refuses a large file with 413 and a foreign type with 400', async () => {
    const { order } = await newOrder();
    const id = String(order.id);
    const up = await upload(
      { document_order_id: id },
      { name: 'guia.pdf', type: 'application/pdf', data: TINY_PDF },
    );
    expect(up.status).toBe(200);
    const scanId = up.body.scans[0]!.id;
    const down = await ops.get(`${base}/scan/${scanId}`);
    expect(down.status).toBe(200);
    expect(down.headers['content-type']).toBe('application/pdf');
    const big = await upload(
      { document_order_id: id },
      { name: 'big.png', type: 'image/png', data: Buffer.concat([TINY_PNG, Buffer.alloc(11 * 1024 * 1024)]) },
    );
    expect(big.status).toBe(413);
    const exe = await upload(
      { document_order_id: id },
      { name: 'x.pdf', type: 'application/pdf', data: Buffer.from('MZ not a scan') },
    );
    expect(exe.status).toBe(400);
    const removed = await ops.post(`${base}/remove-scan`, { id: scanId });
    expect((removed.body as Order).scans).toHaveLength(0);
    expect((await ops.get(`${base}/scan/${scanId}`)).status).toBe(404);
  });
});

describe('list and access', () => {
  it('lists with search and exports; HR, treasury and the driver may not write', async () => {
    const { trip, order } = await newOrder();
    const list = await ops.post(`${base}/list`, { q: trip.code, filters: { state: 'received' } });
    expect(list.body).toMatchObject({ total: 1, data: [{ id: order.id, trackingNumber: TRACK }] });
    expect((await ops.post(`${base}/export`, { q: trip.code })).status).toBe(200);
    for (const who of [DEMO.treasury, DEMO.hrChief, DEMO.driver]) {
      const api = client(ctx, (await login(ctx, who)).accessToken);
      expect((await api.post(`${base}/change-state`, { id: order.id, to: 'in_transit' })).status).toBe(403);
      expect((await api.post(`${base}/list`, {})).status).toBe(403);
    }
    const holder = await createTestUser(ctx, { sections: [SECTION_IDS.DOCUMENT_ORDERS] });
    const api = client(ctx, await sessionToken(ctx, holder));
    expect((await api.post(`${base}/change-state`, { id: order.id, to: 'in_transit' })).status).toBe(200);
  });
});
