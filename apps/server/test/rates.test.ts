import { beforeAll, describe, expect, it } from 'vitest';
import { rateInForce } from '../src/modules/rates/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
let ops: ReturnType<typeof client>;
let opsEs: ReturnType<typeof client>;

type Rate = {
  id: number;
  clientId: number;
  clientName: string;
  routeId: number;
  routeName: string;
  vehicleTypeId: number;
  vehicleTypeName: string;
  currency: 'PEN' | 'USD';
  amount: string;
  validFrom: string;
  validTo: string | null;
  status: 'active' | 'inactive';
  notes: string | null;
  createdByName: string | null;
};
type ErrorBody = { code: string; message: string; errors?: Record<string, string[]> };

const idOf = async (sql: string, value: string) => {
  const { rows } = await ctx.database.pool.query<{ id: number }>(sql, [value]);
  const id = rows[0]?.id;
  if (!id) throw new Error(`no row for ${value}`);
  return id;
};

const lastAudit = async () => {
  const { rows } = await ctx.database.pool.query<{
    action: string;
    entity_id: string;
    user_id: number | null;
    before: unknown;
    after: unknown;
  }>(
    "select action, entity_id, user_id, before, after from audit_log where entity = 'rate' order by id desc limit 1",
  );
  return rows[0];
};

// Textiles Gamarra Export has no demo rate: the tests own its rates.
let gamarra: number;
let inactiveClient: number;
let ica: number;
let arequipa: number;
let furgon: number;
let camion: number;

const body = (over: Record<string, unknown> = {}) => ({
  clientId: gamarra,
  routeId: ica,
  vehicleTypeId: furgon,
  currency: 'PEN',
  amount: '1850.50',
  validFrom: '2026-01-01',
  validTo: '2026-06-30',
  notes: 'Tarifa semestral',
  ...over,
});

const inForce = (date: string, over: Record<string, unknown> = {}) =>
  ops.post('/api/setting/rate/in-force', {
    clientId: gamarra,
    routeId: ica,
    vehicleTypeId: furgon,
    date,
    ...over,
  });

let first: Rate;
let second: Rate;

beforeAll(async () => {
  const token = (await login(ctx, DEMO.operations)).accessToken;
  ops = client(ctx, token);
  opsEs = client(ctx, token, 'es');
  gamarra = await idOf('select id from clients where document_number = $1', '20786579750');
  inactiveClient = await idOf('select id from clients where document_number = $1', '20685995281');
  const route =
    'select r.id from travel_routes r join route_codes c on c.id = r.route_code_id where c.code = $1';
  ica = await idOf(route, 'LIM-ICA-01');
  arequipa = await idOf(route, 'LIM-AQP-01');
  furgon = await idOf('select id from vehicle_types where name = $1', 'Furgón');
  camion = await idOf('select id from vehicle_types where name = $1', 'Camión');
});

describe('registering rates', () => {
  it('creates a rate with its audit entry and who registered it', async () => {
    const res = await ops.post('/api/setting/rate/create', body());
    expect(res.status).toBe(200);
    first = res.body as Rate;
    expect(first).toMatchObject({
      clientName: 'Gamarra Export',
      vehicleTypeName: 'Furgón',
      currency: 'PEN',
      amount: '1850.50',
      validFrom: '2026-01-01',
      validTo: '2026-06-30',
      status: 'active',
      createdByName: expect.any(String),
    });
    expect(first.routeName).toMatch(/^LIM-ICA-01 · .+ → Ica$/);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'create', entity_id: String(first.id) });
    expect(audit?.user_id).not.toBeNull();
    expect(audit?.after).toMatchObject({ amount: '1850.50', validTo: '2026-06-30' });
  });

  it('keeps money exact: a whole number becomes two decimals, three decimals are refused', async () => {
    const whole = await ops.post('/api/setting/rate/create', body({ vehicleTypeId: camion, amount: 2100 }));
    expect(whole.status).toBe(200);
    expect((whole.body as Rate).amount).toBe('2100.00');
    const bad = await ops.post(
      '/api/setting/rate/create',
      body({ amount: '12.345', validFrom: '2030-01-01' }),
    );
    expect(bad.status).toBe(400);
    expect((bad.body as ErrorBody).errors?.amount).toBeDefined();
    const zero = await ops.post('/api/setting/rate/create', body({ amount: '0', validFrom: '2030-01-01' }));
    expect(zero.status).toBe(400);
    expect((zero.body as ErrorBody).errors?.amount).toBeDefined();
  });

  it('refuses an end before the start, naming validTo', async () => {
    const res = await ops.post(
      '/api/setting/rate/create',
      body({ validFrom: '2031-05-01', validTo: '2031-04-30' }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as ErrorBody).errors ?? {})).toEqual(['validTo']);
  });

  it('refuses an overlapping range with 409 naming the other range, in the caller’s language', async () => {
    const res = await ops.post('/api/setting/rate/create', body({ validFrom: '2026-06-30', validTo: null }));
    expect(res.status).toBe(409);
    const err = res.body as ErrorBody;
    expect(err.code).toBe('RATE_OVERLAP');
    expect(err.errors?.validFrom).toEqual(['Overlaps the rate valid from 01/01/2026 to 06/30/2026']);
    const es = await opsEs.post(
      '/api/setting/rate/create',
      body({ validFrom: '2025-12-01', validTo: '2026-01-01' }),
    );
    expect(es.status).toBe(409);
    expect((es.body as ErrorBody).errors?.validFrom).toEqual([
      'Se superpone con la tarifa vigente del 01/01/2026 al 30/06/2026',
    ]);
    const inside = await ops.post(
      '/api/setting/rate/create',
      body({ validFrom: '2026-03-01', validTo: '2026-03-31' }),
    );
    expect(inside.status).toBe(409);
  });

  it('accepts the next range from the day after, open-ended, and another currency', async () => {
    const res = await ops.post(
      '/api/setting/rate/create',
      body({ validFrom: '2026-07-01', validTo: null, currency: 'USD', amount: '560.00' }),
    );
    expect(res.status).toBe(200);
    second = res.body as Rate;
    expect(second.validTo).toBeNull();
    // An open-ended range overlaps any later one.
    const later = await ops.post(
      '/api/setting/rate/create',
      body({ validFrom: '2040-01-01', validTo: '2040-12-31' }),
    );
    expect(later.status).toBe(409);
    expect((later.body as ErrorBody).errors?.validFrom).toEqual([
      'Overlaps the rate valid from 07/01/2026 to …',
    ]);
  });

  it('answers 404 Client not found, and 400 naming the route or vehicle type that is unknown or inactive', async () => {
    const noClient = await ops.post(
      '/api/setting/rate/create',
      body({ clientId: 999999, validFrom: '2035-01-01', validTo: '2035-12-31' }),
    );
    expect(noClient.status).toBe(404);
    expect(noClient.body).toMatchObject({ code: 'CLIENT_NOT_FOUND', message: 'Client not found' });
    const noRoute = await ops.post(
      '/api/setting/rate/create',
      body({ routeId: 999999, validFrom: '2035-01-01', validTo: '2035-12-31' }),
    );
    expect(noRoute.status).toBe(400);
    expect((noRoute.body as ErrorBody).errors?.routeId).toEqual(['Does not exist']);
    const noType = await ops.post(
      '/api/setting/rate/create',
      body({ vehicleTypeId: 999999, validFrom: '2035-01-01', validTo: '2035-12-31' }),
    );
    expect(noType.status).toBe(400);
    expect((noType.body as ErrorBody).errors?.vehicleTypeId).toEqual(['Does not exist']);
    const retired = await ops.post(
      '/api/setting/rate/create',
      body({ clientId: inactiveClient, validFrom: '2035-01-01', validTo: '2035-12-31' }),
    );
    expect(retired.status).toBe(400);
    expect((retired.body as ErrorBody).errors?.clientId).toEqual(['Is inactive']);
  });

  it('refuses a rate on an inactive route', async () => {
    expect((await ops.post('/api/setting/travel-route/deactivate', { id: arequipa })).status).toBe(200);
    const res = await ops.post(
      '/api/setting/rate/create',
      body({ routeId: arequipa, validFrom: '2035-01-01', validTo: '2035-12-31' }),
    );
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).errors?.routeId).toEqual(['Is inactive']);
    expect((await ops.post('/api/setting/travel-route/activate', { id: arequipa })).status).toBe(200);
  });
});

describe('the rate in force on a date', () => {
  it('finds the rate on the first and last day of its range and the next one the day after', async () => {
    expect(((await inForce('2026-01-01')).body as Rate).id).toBe(first.id);
    expect(((await inForce('2026-06-30')).body as Rate).id).toBe(first.id);
    const dayAfter = (await inForce('2026-07-01')).body as Rate;
    expect(dayAfter).toMatchObject({ id: second.id, currency: 'USD', amount: '560.00' });
    expect(((await inForce('2099-12-31')).body as Rate).id).toBe(second.id);
  });

  it('answers 404 NO_RATE_IN_FORCE before the first range, and 404 Client not found for an unknown client', async () => {
    const before = await inForce('2025-12-31');
    expect(before.status).toBe(404);
    expect(before.body).toMatchObject({ code: 'NO_RATE_IN_FORCE' });
    const otherType = await inForce('2026-03-01', {
      vehicleTypeId: await idOf('select id from vehicle_types where name = $1', 'Tracto'),
    });
    expect(otherType.status).toBe(404);
    const unknown = await inForce('2026-03-01', { clientId: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'CLIENT_NOT_FOUND' });
  });

  it('is one exported query for orders', async () => {
    const key = { clientId: gamarra, routeId: ica, vehicleTypeId: furgon };
    expect((await rateInForce(ctx.database.db, { ...key, date: '2026-06-30' }))?.id).toBe(first.id);
    expect((await rateInForce(ctx.database.db, { ...key, date: '2026-07-01' }))?.id).toBe(second.id);
    expect(await rateInForce(ctx.database.db, { ...key, date: '2025-12-31' })).toBeNull();
  });
});

describe('editing and deactivating', () => {
  it('updates a rate with its audit entry, and refuses an edit that would overlap', async () => {
    const res = await ops.post('/api/setting/rate/update', body({ id: first.id, amount: '1900.00' }));
    expect(res.status).toBe(200);
    expect((res.body as Rate).amount).toBe('1900.00');
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'update', entity_id: String(first.id) });
    expect(audit?.before).toMatchObject({ amount: '1850.50' });
    const stretch = await ops.post('/api/setting/rate/update', body({ id: first.id, validTo: '2026-07-15' }));
    expect(stretch.status).toBe(409);
    expect((stretch.body as ErrorBody).errors?.validFrom).toEqual([
      'Overlaps the rate valid from 07/01/2026 to …',
    ]);
    expect((await ops.post('/api/setting/rate/update', body({ id: 999999 }))).status).toBe(404);
  });

  it('deactivates (no delete): an inactive rate is not in force and does not block a new range', async () => {
    const res = await ops.post('/api/setting/rate/deactivate', { id: second.id });
    expect(res.status).toBe(200);
    expect((res.body as Rate).status).toBe('inactive');
    expect(await lastAudit()).toMatchObject({ action: 'deactivate', entity_id: String(second.id) });
    expect((await inForce('2026-07-01')).status).toBe(404);
    const replacement = await ops.post(
      '/api/setting/rate/create',
      body({ validFrom: '2026-07-01', validTo: '2026-12-31', amount: '1990.00' }),
    );
    expect(replacement.status).toBe(200);
    // Coming back would overlap the replacement.
    const back = await ops.post('/api/setting/rate/activate', { id: second.id });
    expect(back.status).toBe(409);
    expect((back.body as ErrorBody).code).toBe('RATE_OVERLAP');
    expect((await ops.post('/api/setting/rate/delete', { id: second.id })).status).toBe(404);
  });
});

describe('the list, export and picker', () => {
  it('pages, searches, sorts and filters', async () => {
    const all = (await ops.post('/api/setting/rate/list', { perPage: 5 })).body as {
      data: Rate[];
      total: number;
    };
    expect(all.data).toHaveLength(5);
    expect(all.total).toBeGreaterThan(30);
    const mine = (
      await ops.post('/api/setting/rate/list', { filters: { clientId: gamarra }, sortBy: 'validFrom' })
    ).body as { data: Rate[]; total: number };
    expect(mine.data.map((r) => r.validFrom)).toEqual([
      '2026-01-01',
      '2026-01-01',
      '2026-07-01',
      '2026-07-01',
    ]);
    const search = (await ops.post('/api/setting/rate/list', { q: 'gamarra' })).body as { total: number };
    expect(search.total).toBe(4);
    const byRoute = (await ops.post('/api/setting/rate/list', { q: 'LIM-ICA', perPage: 100 })).body as {
      data: Rate[];
    };
    expect(byRoute.data.every((r) => r.routeName.startsWith('LIM-ICA-01'))).toBe(true);
    const onDay = (
      await ops.post('/api/setting/rate/list', {
        filters: { clientId: gamarra, inForceOn: '2026-06-30', status: 'active' },
      })
    ).body as { data: Rate[] };
    expect(onDay.data.map((r) => r.id).sort()).toEqual([first.id, first.id + 1].sort());
    const usd = (
      await ops.post('/api/setting/rate/list', {
        filters: { currency: 'USD' },
        sortBy: 'amount',
        sortDesc: true,
      })
    ).body as { data: Rate[] };
    expect(usd.data.every((r) => r.currency === 'USD')).toBe(true);
    const amounts = usd.data.map((r) => Number(r.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const inactive = (await ops.post('/api/setting/rate/list', { filters: { status: 'inactive' } })).body as {
      data: Rate[];
    };
    expect(inactive.data.length).toBeGreaterThanOrEqual(2);
    const byType = (
      await ops.post('/api/setting/rate/list', { filters: { vehicleTypeId: furgon, routeId: ica } })
    ).body as { data: Rate[] };
    expect(byType.data.every((r) => r.vehicleTypeId === furgon && r.routeId === ica)).toBe(true);
  });

  it('exports the filtered list to Excel', async () => {
    const res = await ops.post('/api/setting/rate/export', { filters: { clientId: gamarra } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('offers the active rates of a client to pickers', async () => {
    const res = await ops.post('/api/setting/rate/select', { clientId: gamarra });
    expect(res.status).toBe(200);
    const options = res.body as { id: number; name: string }[];
    expect(options.map((o) => o.id)).not.toContain(second.id);
    expect(options.find((o) => o.id === first.id)?.name).toContain('PEN 1900.00 (2026-01-01 – 2026-06-30)');
  });

  it('seeds believable rates: expired, in force and future', async () => {
    const { rows } = await ctx.database.pool.query<{ expired: number; future: number; current: number }>(
      `select count(*) filter (where valid_to < '2026-01-01')::int as expired,
              count(*) filter (where valid_from > '2026-12-31')::int as future,
              count(*) filter (where valid_from <= '2026-06-01' and (valid_to is null or valid_to >= '2026-06-01'))::int as current
         from rates`,
    );
    expect(rows[0]?.expired).toBeGreaterThan(3);
    expect(rows[0]?.future).toBeGreaterThan(2);
    expect(rows[0]?.current).toBeGreaterThan(20);
  });
});

describe('access', () => {
  it('refuses a driver on every rate route', async () => {
    const driver = client(ctx, (await login(ctx, DEMO.driver)).accessToken);
    for (const path of [
      'list',
      'export',
      'create',
      'update',
      'get',
      'activate',
      'deactivate',
      'select',
      'in-force',
    ]) {
      expect((await driver.post(`/api/setting/rate/${path}`, {})).status).toBe(403);
    }
  });
});
