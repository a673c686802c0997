import { beforeAll, describe, expect, it } from 'vitest';
import { tollFareOn } from '../src/modules/routes/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();
let ops: ReturnType<typeof client>;

type Fare = {
  id: number;
  tollId: number;
  axles: number;
  amount: string;
  validFrom: string;
  validTo: string | null;
};
type Toll = {
  id: number;
  name: string;
  km: number;
  fares: Fare[];
  departmentCode: string;
  provinceCode: string;
};

const lastAudit = async (entity: string) => {
  const { rows } = await ctx.database.pool.query<{ action: string; entity_id: string; after: unknown }>(
    'select action, entity_id, after from audit_log where entity = $1 order by id desc limit 1',
    [entity],
  );
  return rows[0];
};

const newToll = (over: Record<string, unknown> = {}) => ({
  name: 'Pucusana',
  road: 'Panamericana Sur (PE-1S)',
  districtCode: '150124',
  km: 57.5,
  concessionaire: 'COVIPERÚ',
  direction: 'southbound',
  ...over,
});

let toll: Toll;

beforeAll(async () => {
  ops = client(ctx, (await login(ctx, DEMO.operations)).accessToken);
  const res = await ops.post('/api/setting/toll/register', newToll());
  expect(res.status).toBe(200);
  toll = res.body as Toll;
});

describe('toll booths', () => {
  it('registers a booth with audit and answers its place', async () => {
    expect(toll).toMatchObject({
      name: 'Pucusana',
      km: 57.5,
      departmentCode: '15',
      provinceCode: '1501',
      fares: [],
    });
    expect(await lastAudit('toll')).toMatchObject({ action: 'create', entity_id: String(toll.id) });
  });

  it('lists, searches, filters by road and exports', async () => {
    const all = (await ops.post('/api/setting/toll/list', { perPage: 100 })).body as {
      data: { name: string; location: string; fareToday: string | null }[];
      total: number;
    };
    expect(all.total).toBe(24);
    const chilca = all.data.find((t) => t.name === 'Chilca');
    expect(chilca?.location).toBe('Chilca (Lima)');
    expect(chilca?.fareToday).toBe('13.40');
    const road = (
      await ops.post('/api/setting/toll/list', { filters: { road: 'Carretera Central (PE-22)' } })
    ).body as { data: { name: string }[] };
    expect(road.data.map((t) => t.name)).toEqual(['Casaracra', 'Corcona']);
    const byKm = (await ops.post('/api/setting/toll/list', { q: 'covisur', sortBy: 'km', sortDesc: true }))
      .body as {
      data: { name: string }[];
    };
    expect(byKm.data.map((t) => t.name)).toEqual(['Camiara', 'Montalvo', 'Uchumayo']);
    expect((await ops.post('/api/setting/toll/export', {})).status).toBe(200);
  });

  it('refuses a repeated name, an unknown district and negative km', async () => {
    const dup = await ops.post('/api/setting/toll/register', newToll({ name: 'CHILCA' }));
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'ALREADY_REGISTERED', errors: { name: expect.any(Array) } });
    const district = await ops.post(
      '/api/setting/toll/register',
      newToll({ name: 'X', districtCode: '999999' }),
    );
    expect(district.status).toBe(400);
    expect(district.body).toMatchObject({ errors: { districtCode: ['Select a district'] } });
    const km = await ops.post('/api/setting/toll/register', newToll({ name: 'Y', km: -1 }));
    expect(km.status).toBe(400);
    expect(Object.keys((km.body as { errors: object }).errors)).toEqual(['km']);
  });

  it('updates a booth and keeps its fares', async () => {
    const res = await ops.post('/api/setting/toll/update', { id: toll.id, ...newToll({ km: 58 }) });
    expect(res.status).toBe(200);
    expect((res.body as Toll).km).toBe(58);
    expect(await lastAudit('toll')).toMatchObject({ action: 'update' });
  });
});

describe('toll fares', () => {
  const fare = (over: Record<string, unknown> = {}) => ({
    tollId: toll.id,
    axles: 5,
    amount: '33.50',
    validFrom: '2026-01-01',
    validTo: '2026-06-30',
    ...over,
  });

  it('registers fares per axle count with audit, exact money', async () => {
    const first = await ops.post('/api/setting/toll/fare/register', fare());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      axles: 5,
      amount: '33.50',
      validFrom: '2026-01-01',
      validTo: '2026-06-30',
    });
    expect(await lastAudit('toll_fare')).toMatchObject({ action: 'create' });
    // The next period starts the day after the first ends: no overlap.
    const next = await ops.post(
      '/api/setting/toll/fare/register',
      fare({ amount: 35, validFrom: '2026-07-01', validTo: '' }),
    );
    expect(next.status).toBe(200);
    expect((next.body as Fare).amount).toBe('35.00');
    expect((next.body as Fare).validTo).toBeNull();
    // Another axle count may share the dates.
    expect(
      (await ops.post('/api/setting/toll/fare/register', fare({ axles: 3, amount: '20.10' }))).status,
    ).toBe(200);
  });

  it('refuses an overlapping range with 409 naming the other range', async () => {
    const res = await ops.post(
      '/api/setting/toll/fare/register',
      fare({ validFrom: '2026-06-30', validTo: '2026-06-30' }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'FARE_OVERLAP',
      errors: { validFrom: ['Overlaps the fare valid from 01/01/2026 to 06/30/2026'] },
    });
    const open = await ops.post(
      '/api/setting/toll/fare/register',
      fare({ validFrom: '2030-01-01', validTo: null }),
    );
    expect(open.body).toMatchObject({
      errors: { validFrom: ['Overlaps the fare valid from 07/01/2026 to …'] },
    });
    const before = await ops.post(
      '/api/setting/toll/fare/register',
      fare({ validFrom: '2025-01-01', validTo: null }),
    );
    expect(before.status).toBe(409);
  });

  it('refuses a fare of zero or less, bad axles, and an end before the start, naming the field', async () => {
    const es = client(ctx, (await login(ctx, DEMO.operations)).accessToken, 'es');
    const zero = await es.post(
      '/api/setting/toll/fare/register',
      fare({ amount: '0.00', validFrom: '2027-01-01', validTo: null }),
    );
    expect(zero.status).toBe(400);
    expect(zero.body).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Algunos campos no son válidos',
      errors: { amount: ['El monto debe ser mayor que 0.00'] },
    });
    const neg = await es.post(
      '/api/setting/toll/fare/register',
      fare({ amount: '-3', validFrom: '2027-01-01', validTo: null }),
    );
    expect(Object.keys((neg.body as { errors: object }).errors)).toEqual(['amount']);
    const axles = await es.post('/api/setting/toll/fare/register', fare({ axles: 10 }));
    expect(Object.keys((axles.body as { errors: object }).errors)).toEqual(['axles']);
    const ends = await es.post(
      '/api/setting/toll/fare/register',
      fare({ validFrom: '2027-02-01', validTo: '2027-01-31' }),
    );
    expect(ends.status).toBe(400);
    expect(ends.body).toMatchObject({
      errors: { validTo: ['La fecha fin no puede ser anterior al inicio de vigencia'] },
    });
    const unknown = await es.post(
      '/api/setting/toll/fare/register',
      fare({ tollId: 99999, validFrom: '2027-01-01', validTo: null }),
    );
    expect(unknown.status).toBe(404);
  });

  it('updates a fare without counting itself as an overlap', async () => {
    const edit = (await ops.post('/api/setting/toll/get-edit', { id: toll.id })).body as Toll;
    const first = edit.fares.find((f) => f.axles === 5 && f.validFrom === '2026-01-01')!;
    const res = await ops.post('/api/setting/toll/fare/update', {
      id: first.id,
      axles: 5,
      amount: '33.60',
      validFrom: '2026-01-01',
      validTo: '2026-06-30',
    });
    expect(res.status).toBe(200);
    expect((res.body as Fare).amount).toBe('33.60');
    const stretch = await ops.post('/api/setting/toll/fare/update', {
      id: first.id,
      axles: 5,
      amount: '33.60',
      validFrom: '2026-01-01',
      validTo: '2026-07-01',
    });
    expect(stretch.status).toBe(409);
    expect((await ops.post('/api/setting/toll/fare/update', { ...fare(), id: 99999 })).status).toBe(404);
  });

  it('finds the fare in force on the first day, the last day, and none the day before', async () => {
    const db = ctx.database.db;
    expect(await tollFareOn(db, toll.id, 5, '2025-12-31')).toBeNull();
    expect((await tollFareOn(db, toll.id, 5, '2026-01-01'))?.amount).toBe('33.60');
    expect((await tollFareOn(db, toll.id, 5, '2026-06-30'))?.amount).toBe('33.60');
    expect((await tollFareOn(db, toll.id, 5, '2026-07-01'))?.amount).toBe('35.00');
    expect((await tollFareOn(db, toll.id, 5, '2099-12-31'))?.amount).toBe('35.00');
    expect(await tollFareOn(db, toll.id, 3, '2026-07-01')).toBeNull();
    expect(await tollFareOn(db, toll.id, 2, '2026-03-01')).toBeNull();
  });
});

describe('toll groups', () => {
  it('registers a group with its booths in order, with audit', async () => {
    const ids = ((await ops.post('/api/setting/toll/select')).body as { id: number; name: string }[]).filter(
      (t) => ['Villa', 'Pucusana', 'Chilca'].includes(t.name),
    );
    const order = ['Villa', 'Pucusana', 'Chilca'].map((n) => ids.find((t) => t.name === n)!.id);
    const res = await ops.post('/api/setting/toll-group/register', {
      name: 'Sur: Lima – Cañete',
      road: 'Panamericana Sur (PE-1S)',
      tollIds: order,
    });
    expect(res.status).toBe(200);
    const group = res.body as { id: number; tolls: { id: number; name: string }[] };
    expect(group.tolls.map((t) => t.name)).toEqual(['Villa', 'Pucusana', 'Chilca']);
    expect(await lastAudit('toll_group')).toMatchObject({ action: 'create', entity_id: String(group.id) });
    const list = (await ops.post('/api/setting/toll-group/list', { q: 'cañete' })).body as {
      data: { tolls: string; tollCount: number }[];
    };
    expect(list.data[0]).toMatchObject({ tolls: 'Villa → Pucusana → Chilca', tollCount: 3 });
    const select = (await ops.post('/api/setting/toll-group/select')).body as {
      name: string;
      tollIds: number[];
    }[];
    expect(select.find((g) => g.name === 'Sur: Lima – Cañete')?.tollIds).toEqual(order);

    const dup = await ops.post('/api/setting/toll-group/register', {
      name: 'SUR: LIMA – CAÑETE',
      road: 'x',
      tollIds: order,
    });
    expect(dup.status).toBe(409);
    const repeated = await ops.post('/api/setting/toll-group/register', {
      name: 'Z',
      road: 'x',
      tollIds: [order[0], order[0]],
    });
    expect(repeated.status).toBe(400);
    const unknown = await ops.post('/api/setting/toll-group/register', {
      name: 'Z',
      road: 'x',
      tollIds: [99999],
    });
    expect(unknown.body).toMatchObject({ errors: { tollIds: expect.any(Array) } });
    expect((await ops.post('/api/setting/toll-group/export', {})).status).toBe(200);
    expect((await ops.post('/api/setting/toll-group/deactivate', { id: group.id })).status).toBe(200);
    expect(await lastAudit('toll_group')).toMatchObject({ action: 'deactivate' });
  });

  it('deactivates a booth still in use (never deletes it)', async () => {
    expect((await ops.post('/api/setting/toll/deactivate', { id: toll.id })).body).toEqual({ ok: true });
    const edit = (await ops.post('/api/setting/toll/get-edit', { id: toll.id })).body as {
      isActive: boolean;
    };
    expect(edit.isActive).toBe(false);
    expect((await ops.post('/api/setting/toll/delete', { id: toll.id })).status).toBe(404);
  });

  it('refuses a driver on every toll route', async () => {
    const driver = client(ctx, (await login(ctx, DEMO.driver)).accessToken);
    for (const path of [
      'toll/list',
      'toll/register',
      'toll/fare/register',
      'toll/fare/update',
      'toll/select',
      'toll-group/list',
      'toll-group/register',
      'toll-group/select',
    ]) {
      expect((await driver.post(`/api/setting/${path}`, {})).status).toBe(403);
    }
  });
});
