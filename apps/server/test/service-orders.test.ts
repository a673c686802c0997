import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateOn, rowsOf } from './operations-fixtures.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
const base = '/api/operations/service-order';
type Api = ReturnType<typeof client>;
type Order = {
  id: number;
  code: string;
  price: string;
  ratePrice: string | null;
  priceReason: string | null;
  status: string;
};
type Errors = { code: string; errors?: Record<string, string[]> };

let ops: Api;
let rate: Awaited<ReturnType<typeof rateOn>>;
const DAY = '2027-06-01';

const body = (over: Record<string, unknown> = {}) => ({
  clientId: rate.client_id,
  routeId: rate.route_id,
  vehicleTypeId: rate.vehicle_type_id,
  cargoDescription: 'Bobinas de acero laminado',
  weightKg: '28000.50',
  volumeM3: '60',
  packages: 12,
  startDate: DAY,
  endDate: '2027-06-03',
  ...over,
});

beforeAll(async () => {
  ops = client(ctx, (await login(ctx, DEMO.operations)).accessToken);
  rate = await rateOn(ctx, DAY);
});

describe('service orders', () => {
  it('takes the price from the rate in force, numbered per year', async () => {
    const res = await ops.post(`${base}/create`, body());
    expect(res.status).toBe(200);
    const order = res.body as Order;
    expect(order.code).toMatch(/^OS-2027-\d{6}$/);
    expect(order.price).toBe(rate.amount);
    expect(order.ratePrice).toBe(rate.amount);
    expect(order.priceReason).toBeNull();
    const audit = await rowsOf(
      ctx,
      sql`select 1 from audit_log where entity = 'service_order' and entity_id = ${String(order.id)}`,
    );
    expect(audit).toHaveLength(1);
  });

  it('refuses another price without a reason, naming priceReason; keeps it with one', async () => {
    const refused = await ops.post(`${base}/create`, body({ price: '1.00' }));
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as Errors).errors ?? {})).toEqual(['priceReason']);
    const kept = await ops.post(
      `${base}/create`,
      body({ price: '1234.56', priceReason: 'Descuento por volumen' }),
    );
    expect(kept.status).toBe(200);
    expect((kept.body as Order).price).toBe('1234.56');
    expect((kept.body as Order).priceReason).toBe('Descuento por volumen');
  });

  it('names the fields of bad input', async () => {
    const res = await ops.post(
      `${base}/create`,
      body({ cargoDescription: '', weightKg: 'abc', endDate: '2027-05-01' }),
    );
    expect(res.status).toBe(400);
    const errors = (res.body as Errors).errors ?? {};
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['cargoDescription', 'weightKg']));
    // A negative weight is refused as negative, once, not as a number "with up to 2 decimals".
    const negative = await ops.post(`${base}/create`, body({ weightKg: '-5' }));
    expect((negative.body as Errors).errors).toEqual({ weightKg: ['Cannot be negative'] });
    const point = await rowsOf<{ id: number }>(
      ctx,
      sql`select id from client_delivery_points where client_id <> ${rate.client_id} limit 1`,
    );
    if (point[0]) {
      const foreign = await ops.post(`${base}/create`, body({ destinationPointId: point[0].id }));
      expect(foreign.status).toBe(400);
      expect(Object.keys((foreign.body as Errors).errors ?? {})).toEqual(['destinationPointId']);
    }
  });

  it('numbers concurrent orders without a gap or a clash', async () => {
    const results = await Promise.all([1, 2, 3, 4].map(() => ops.post(`${base}/create`, body())));
    const codes = results.map((r) => (r.body as Order).code);
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(codes).size).toBe(4);
  });

  it('updates while registered, cancels, then refuses to update a canceled order', async () => {
    const order = (await ops.post(`${base}/create`, body())).body as Order;
    const updated = await ops.post(`${base}/update`, { id: order.id, ...body({ packages: 20 }) });
    expect(updated.status).toBe(200);
    const canceled = await ops.post(`${base}/cancel`, { id: order.id });
    expect((canceled.body as Order).status).toBe('canceled');
    const again = await ops.post(`${base}/update`, { id: order.id, ...body() });
    expect(again.status).toBe(409);
    expect((again.body as Errors).code).toBe('INVALID_CHANGE');
  });

  it('lists with search and filters, exports Excel, answers the price of the form', async () => {
    const order = (await ops.post(`${base}/create`, body())).body as Order;
    const list = await ops.post(`${base}/list`, { q: order.code, filters: { status: 'registered' } });
    expect(list.status).toBe(200);
    expect((list.body as { data: Order[] }).data.map((o) => o.id)).toEqual([order.id]);
    const xlsx = await ops.post(`${base}/export`, { q: order.code });
    expect(xlsx.status).toBe(200);
    expect(String(xlsx.headers['content-type'])).toContain('spreadsheetml');
    const price = await ops.post(`${base}/price`, {
      clientId: rate.client_id,
      routeId: rate.route_id,
      vehicleTypeId: rate.vehicle_type_id,
      date: DAY,
    });
    expect(price.body).toMatchObject({ rateId: rate.id, amount: rate.amount });
  });

  it('refuses writes to HR and treasury (403)', async () => {
    for (const who of [DEMO.hrChief, DEMO.treasury]) {
      const api = client(ctx, (await login(ctx, who)).accessToken);
      expect((await api.post(`${base}/create`, body())).status).toBe(403);
    }
  });
});
