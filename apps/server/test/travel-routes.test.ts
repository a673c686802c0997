import { beforeAll, describe, expect, it } from 'vitest';
import { routeTollCost } from '../src/modules/routes/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
let ops: ReturnType<typeof client>;

type Option = { id: number; name: string };
type Route = {
  id: number;
  code: string;
  origin: { name: string; departmentCode: string };
  destination: { name: string };
  distanceKm: number;
  zones: Option[];
  tolls: Option[];
};
type Cost = {
  total: string;
  complete: boolean;
  lines: { name: string; amount: string | null }[];
  missing: { name: string }[];
};

const lastAudit = async (entity: string) => {
  const { rows } = await ctx.database.pool.query<{ action: string; entity_id: string; after: unknown }>(
    'select action, entity_id, after from audit_log where entity = $1 order by id desc limit 1',
    [entity],
  );
  return rows[0];
};

const idOf = async (path: string, name: string) => {
  const options = (await ops.post(`/api/setting/${path}/select`)).body as Option[];
  const hit = options.find((o) => o.name === name || o.name.startsWith(`${name} `));
  if (!hit) throw new Error(`${path}: no ${name}`);
  return hit.id;
};

let codeId: number;
const body = async (over: Record<string, unknown> = {}) => ({
  routeCodeId: codeId,
  originCode: '150103', // Ate, where the company's yard is
  destinationCode: '040104', // Cerro Colorado, Arequipa
  distanceKm: 1015,
  expectedHours: 16.5,
  zoneIds: [await idOf('zone', 'Lima Metropolitana'), await idOf('zone', 'Costa Sur')],
  tollIds: [await idOf('toll', 'Villa'), await idOf('toll', 'Chilca'), await idOf('toll', 'Uchumayo')],
  ...over,
});

beforeAll(async () => {
  ops = client(ctx, (await login(ctx, DEMO.operations)).accessToken);
});

describe('route codes', () => {
  it('registers a code in capitals with audit, lists it free, refuses a repeat and a bad format', async () => {
    const res = await ops.post('/api/setting/route-code/register', {
      code: 'ate-aqp-01',
      description: 'Ate – Arequipa (Cerro Colorado)',
    });
    expect(res.status).toBe(200);
    const code = res.body as { id: number; code: string; routeName: string | null };
    expect(code).toMatchObject({ code: 'ATE-AQP-01', routeName: null });
    codeId = code.id;
    expect(await lastAudit('route_code')).toMatchObject({ action: 'create', entity_id: String(code.id) });
    const free = (
      await ops.post('/api/setting/route-code/list', { filters: { used: 'free', status: 'active' } })
    ).body as { data: { code: string }[] };
    expect(free.data.map((c) => c.code)).toEqual(['ATE-AQP-01', 'LIM-AQP-02', 'LIM-JUL-01']);
    const dup = await ops.post('/api/setting/route-code/register', { code: 'ATE-AQP-01', description: 'x' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'ALREADY_REGISTERED', errors: { code: expect.any(Array) } });
    const bad = await ops.post('/api/setting/route-code/register', { code: 'ATE AQP', description: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      errors: { code: ['Use letters, digits and hyphens (e.g. LIM-AQP-01)'] },
    });
    expect((await ops.post('/api/setting/route-code/export', {})).status).toBe(200);
  });
});

describe('travel routes', () => {
  it('lists the seeded national routes with real distances, searches, filters and exports', async () => {
    const res = (await ops.post('/api/setting/travel-route/list', { perPage: 100, sortBy: 'distanceKm' }))
      .body as {
      data: { code: string; destination: string; distanceKm: number; tollCount: number }[];
      total: number;
    };
    expect(res.total).toBe(12);
    const aqp = res.data.find((r) => r.code === 'LIM-AQP-01');
    expect(aqp).toMatchObject({ destination: 'Arequipa (Arequipa)', distanceKm: 1010, tollCount: 8 });
    expect(res.data.at(-1)?.code).toBe('LIM-TCN-01');
    const zone = await idOf('zone', 'Sierra Centro');
    const sierra = (
      await ops.post('/api/setting/travel-route/list', { filters: { zoneId: zone }, sortBy: 'code' })
    ).body as { data: { code: string }[] };
    expect(sierra.data.map((r) => r.code)).toEqual(['LIM-CUZ-01', 'LIM-HYO-01', 'LIM-PAS-01']);
    const fromAqp = (
      await ops.post('/api/setting/travel-route/list', { filters: { originDepartment: '04' } })
    ).body as { data: { code: string }[] };
    expect(fromAqp.data.map((r) => r.code)).toEqual(['AQP-LIM-01']);
    const q = (await ops.post('/api/setting/travel-route/list', { q: 'huancayo' })).body as { total: number };
    expect(q.total).toBe(1);
    expect((await ops.post('/api/setting/travel-route/export', {})).status).toBe(200);
  });

  it('registers a route with its zones and ordered tolls, with audit', async () => {
    const res = await ops.post('/api/setting/travel-route/register', await body());
    expect(res.status).toBe(200);
    const route = res.body as Route;
    expect(route).toMatchObject({
      code: 'ATE-AQP-01',
      origin: { name: 'Ate (Lima)', departmentCode: '15' },
      destination: { name: 'Cerro Colorado (Arequipa)' },
      distanceKm: 1015,
    });
    expect(route.zones.map((z) => z.name)).toEqual(['Lima Metropolitana', 'Costa Sur']);
    expect(route.tolls.map((t) => t.name)).toEqual(['Villa', 'Chilca', 'Uchumayo']);
    expect(await lastAudit('travel_route')).toMatchObject({ action: 'create', entity_id: String(route.id) });
    const code = (await ops.post('/api/setting/route-code/get-edit', { id: codeId })).body as {
      routeName: string;
    };
    expect(code.routeName).toBe('Ate (Lima) → Cerro Colorado (Arequipa)');
  });

  it('answers "Route already registered" on a repeated code or origin–destination pair', async () => {
    const sameCode = await ops.post(
      '/api/setting/travel-route/register',
      await body({ destinationCode: '040101' }),
    );
    expect(sameCode.status).toBe(409);
    expect(sameCode.body).toMatchObject({
      code: 'ROUTE_ALREADY_REGISTERED',
      message: 'Route already registered',
      errors: { routeCodeId: ['Route already registered'] },
    });
    const other = await idOf('route-code', 'LIM-AQP-02');
    const samePair = await ops.post(
      '/api/setting/travel-route/register',
      await body({ routeCodeId: other, originCode: '150101', destinationCode: '040101' }),
    );
    expect(samePair.status).toBe(409);
    expect(samePair.body).toMatchObject({
      code: 'ROUTE_ALREADY_REGISTERED',
      errors: { destinationCode: ['Route already registered'] },
    });
    // The way back is another route.
    const back = await ops.post(
      '/api/setting/travel-route/register',
      await body({ routeCodeId: other, originCode: '040104', destinationCode: '150103', tollIds: [] }),
    );
    expect(back.status).toBe(200);
  });

  it('refuses origin = destination, a negative distance and unknown references, naming the field', async () => {
    const es = client(ctx, (await login(ctx, DEMO.operations)).accessToken, 'es');
    const same = await es.post(
      '/api/setting/travel-route/register',
      await body({ destinationCode: '150103' }),
    );
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({
      errors: { destinationCode: ['El destino no puede ser igual al origen'] },
    });
    const negative = await es.post('/api/setting/travel-route/register', await body({ distanceKm: -5 }));
    expect(negative.status).toBe(400);
    expect(Object.keys((negative.body as { errors: object }).errors)).toEqual(['distanceKm']);
    const refs = await es.post(
      '/api/setting/travel-route/register',
      await body({ routeCodeId: 99999, originCode: '159999', zoneIds: [99999], tollIds: [99999] }),
    );
    expect(refs.status).toBe(400);
    expect(Object.keys((refs.body as { errors: object }).errors).sort()).toEqual([
      'originCode',
      'routeCodeId',
      'tollIds',
      'zoneIds',
    ]);
    const repeated = await es.post('/api/setting/travel-route/register', await body({ tollIds: [1, 1] }));
    expect(repeated.status).toBe(400);
  });

  it('updates a route, replacing its tolls, and deactivates it (never deletes)', async () => {
    const list = (await ops.post('/api/setting/travel-route/list', { q: 'ATE-AQP' })).body as {
      data: { id: number }[];
    };
    const id = list.data[0]!.id;
    const group = (
      (await ops.post('/api/setting/toll-group/select')).body as { name: string; tollIds: number[] }[]
    ).find((g) => g.name === 'Sur: Lima – Ica')!;
    const res = await ops.post('/api/setting/travel-route/update', {
      id,
      ...(await body({ tollIds: group.tollIds })),
    });
    expect(res.status).toBe(200);
    expect((res.body as Route).tolls.map((t) => t.name)).toEqual(['Villa', 'Chilca', 'Jahuay', 'Villacurí']);
    expect(await lastAudit('travel_route')).toMatchObject({ action: 'update' });
    expect((await ops.post('/api/setting/travel-route/deactivate', { id })).status).toBe(200);
    const select = (await ops.post('/api/setting/travel-route/select')).body as Option[];
    expect(select.some((o) => o.id === id)).toBe(false);
    expect((await ops.post('/api/setting/travel-route/activate', { id })).status).toBe(200);
    expect(await lastAudit('travel_route')).toMatchObject({ action: 'activate' });
  });
});

describe('toll cost of a trip', () => {
  const aqp = async () => {
    const list = (await ops.post('/api/setting/travel-route/list', { q: 'LIM-AQP-01' })).body as {
      data: { id: number }[];
    };
    return list.data[0]!.id;
  };

  it('sums the fares in force that day for the axle count, exactly', async () => {
    const routeId = await aqp();
    const res = await ops.post('/api/setting/travel-route/toll-cost', {
      routeId,
      axles: 5,
      date: '2026-03-15',
    });
    expect(res.status).toBe(200);
    const cost = res.body as Cost;
    // 2026 per-axle fares: 7.50 + 6.70 + 6.70 + 6.10 × 4 + 6.90 = 52.20 per axle, × 5 axles.
    expect(cost).toMatchObject({ total: '261.00', complete: true, missing: [] });
    expect(cost.lines.map((l) => l.name)).toEqual([
      'Villa',
      'Chilca',
      'Jahuay',
      'Villacurí',
      'Marcona',
      'Atico',
      'Pampa Cuéllar',
      'Uchumayo',
    ]);
    expect(cost.lines[0]).toMatchObject({ amount: '37.50', validFrom: '2026-01-01', validTo: null });
  });

  it('takes the old fare on its last day and the new one on the first day', async () => {
    const routeId = await aqp();
    const last = (
      await ops.post('/api/setting/travel-route/toll-cost', { routeId, axles: 2, date: '2025-12-31' })
    ).body as Cost;
    // 2025: 7.20 + 6.40 + 6.40 + 5.90 × 4 + 6.60 = 50.20 per axle.
    expect(last.total).toBe('100.40');
    const first = (
      await ops.post('/api/setting/travel-route/toll-cost', { routeId, axles: 2, date: '2026-01-01' })
    ).body as Cost;
    expect(first.total).toBe('104.40');
    const firstOld = (
      await ops.post('/api/setting/travel-route/toll-cost', { routeId, axles: 2, date: '2025-01-01' })
    ).body as Cost;
    expect(firstOld.total).toBe('100.40');
  });

  it('reports the booths without a fare that day instead of counting them as zero', async () => {
    const routeId = await aqp();
    const before = (
      await ops.post('/api/setting/travel-route/toll-cost', { routeId, axles: 3, date: '2024-12-31' })
    ).body as Cost;
    expect(before).toMatchObject({ total: '0.00', complete: false });
    expect(before.missing).toHaveLength(8);
    // End Uchumayo's 2026 fare for 3 axles on 2026-05-31: from the next day it is missing.
    const uchumayo = await idOf('toll', 'Uchumayo');
    const toll = (await ops.post('/api/setting/toll/get-edit', { id: uchumayo })).body as {
      fares: { id: number; axles: number; amount: string; validFrom: string }[];
    };
    const fare = toll.fares.find((f) => f.axles === 3 && f.validFrom === '2026-01-01')!;
    const ended = await ops.post('/api/setting/toll/fare/update', { ...fare, validTo: '2026-05-31' });
    expect(ended.status).toBe(200);
    const lastDay = (
      await ops.post('/api/setting/travel-route/toll-cost', { routeId, axles: 3, date: '2026-05-31' })
    ).body as Cost;
    expect(lastDay).toMatchObject({ total: '156.60', complete: true });
    const dayAfter = (
      await ops.post('/api/setting/travel-route/toll-cost', { routeId, axles: 3, date: '2026-06-01' })
    ).body as Cost;
    expect(dayAfter).toMatchObject({ total: '135.90', complete: false, missing: [{ name: 'Uchumayo' }] });
    expect(dayAfter.lines.at(-1)).toMatchObject({ name: 'Uchumayo', amount: null });
    expect((await routeTollCost(ctx.database.db, routeId, 3, '2026-06-01'))?.total).toBe('135.90');
  });

  it('answers 404 for an unknown route and 400 for bad axles or dates', async () => {
    expect(
      (
        await ops.post('/api/setting/travel-route/toll-cost', {
          routeId: 99999,
          axles: 5,
          date: '2026-01-01',
        })
      ).status,
    ).toBe(404);
    const bad = await ops.post('/api/setting/travel-route/toll-cost', {
      routeId: 1,
      axles: 1,
      date: '2026-02-30',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(['axles', 'date']);
  });

  it('refuses a driver on every route of the screen', async () => {
    const driver = client(ctx, (await login(ctx, DEMO.driver)).accessToken);
    for (const path of [
      'travel-route/list',
      'travel-route/export',
      'travel-route/register',
      'travel-route/update',
      'travel-route/get-edit',
      'travel-route/activate',
      'travel-route/deactivate',
      'travel-route/select',
      'travel-route/toll-cost',
      'route-code/list',
      'route-code/register',
      'route-code/select',
    ]) {
      expect((await driver.post(`/api/setting/${path}`, {})).status).toBe(403);
    }
  });
});
