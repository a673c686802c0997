import { SECTION_IDS } from '@zerg/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { zoneOfUbigeo } from '../src/modules/routes/index.ts';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
let ops: ReturnType<typeof client>;

type Zone = {
  id: number;
  name: string;
  isActive: boolean;
  members: { departmentCode: string | null; provinceCode: string | null; name: string }[];
};

beforeAll(async () => {
  ops = client(ctx, (await login(ctx, DEMO.operations)).accessToken);
});

const lastAudit = async (entity: string) => {
  const { rows } = await ctx.database.pool.query<{ action: string; entity_id: string; after: unknown }>(
    'select action, entity_id, after from audit_log where entity = $1 order by id desc limit 1',
    [entity],
  );
  return rows[0];
};

describe('zones', () => {
  it('lists the seeded zones that cover Peru, pages, searches and exports', async () => {
    const res = await ops.post('/api/setting/zone/list', { perPage: 5, sortBy: 'name' });
    expect(res.status).toBe(200);
    const body = res.body as { data: { name: string; members: string }[]; total: number };
    expect(body.total).toBe(8);
    expect(body.data.map((z) => z.name)).toEqual([
      'Costa Norte',
      'Costa Sur',
      'Lima Metropolitana',
      'Lima Provincias',
      'Selva',
    ]);
    const search = (await ops.post('/api/setting/zone/list', { q: 'cusco' })).body as typeof body;
    expect(search.data.map((z) => z.name)).toEqual(['Sierra Sur']);
    const xlsx = await ops.post('/api/setting/zone/export', {});
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('answers the zone of a district or province: its province first, else its department', async () => {
    const db = ctx.database.db;
    expect((await zoneOfUbigeo(db, '150122'))?.name).toBe('Lima Metropolitana');
    expect((await zoneOfUbigeo(db, '1505'))?.name).toBe('Lima Provincias');
    expect((await zoneOfUbigeo(db, '040101'))?.name).toBe('Costa Sur');
    expect((await zoneOfUbigeo(db, '070101'))?.name).toBe('Lima Metropolitana');
    expect(await zoneOfUbigeo(db, 'abc')).toBeNull();
  });

  it('registers a zone with audit, refuses a repeated name and a place of another zone', async () => {
    // Free Loreto from Selva first: a department sits in one zone only.
    const selva = (
      (await ops.post('/api/setting/zone/list', { q: 'Selva' })).body as { data: { id: number }[] }
    ).data[0]!;
    const edit = (await ops.post('/api/setting/zone/get-edit', { id: selva.id })).body as Zone;
    const kept = edit.members.filter((m) => m.departmentCode !== '16');
    expect(
      (await ops.post('/api/setting/zone/update', { id: selva.id, name: 'Selva', members: kept })).status,
    ).toBe(200);

    const created = await ops.post('/api/setting/zone/register', {
      name: 'Amazonía Norte',
      description: 'Loreto por Yurimaguas',
      members: [{ departmentCode: '16' }],
    });
    expect(created.status).toBe(200);
    const zone = created.body as Zone;
    expect(zone.members).toEqual([{ departmentCode: '16', provinceCode: null, name: 'Loreto' }]);
    expect(await lastAudit('zone')).toMatchObject({ action: 'create', entity_id: String(zone.id) });
    expect((await zoneOfUbigeo(ctx.database.db, '160101'))?.name).toBe('Amazonía Norte');

    const dup = await ops.post('/api/setting/zone/register', {
      name: 'amazonía norte',
      members: [{ provinceCode: '2501' }],
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'ALREADY_REGISTERED', errors: { name: expect.any(Array) } });

    // A province of a department already in a zone.
    const province = await ops.post('/api/setting/zone/register', {
      name: 'Arequipa ciudad',
      members: [{ provinceCode: '0401' }],
    });
    expect(province.status).toBe(409);
    expect(province.body).toMatchObject({
      code: 'ZONE_MEMBER_TAKEN',
      errors: { members: ['Arequipa already belongs to zone Costa Sur'] },
    });
    // A department one of whose provinces is in a zone.
    const department = await ops.post('/api/setting/zone/register', {
      name: 'Todo Lima',
      members: [{ departmentCode: '15' }],
    });
    expect(department.status).toBe(409);
    expect((department.body as { code: string }).code).toBe('ZONE_MEMBER_TAKEN');
  });

  it('refuses bad members with 400 naming the field, in the caller language', async () => {
    const es = client(ctx, (await login(ctx, DEMO.operations)).accessToken, 'es');
    const both = await es.post('/api/setting/zone/register', {
      name: 'Mixta',
      members: [{ departmentCode: '16', provinceCode: '1601' }],
    });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ errors: { 'members.0': ['Elija un departamento o una provincia'] } });
    const empty = await es.post('/api/setting/zone/register', { name: 'Vacía', members: [] });
    expect(empty.status).toBe(400);
    expect(Object.keys((empty.body as { errors: object }).errors)).toEqual(['members']);
    const unknown = await es.post('/api/setting/zone/register', {
      name: 'Nada',
      members: [{ provinceCode: '9999' }],
    });
    expect(unknown.status).toBe(400);
    const overlapSelf = await es.post('/api/setting/zone/register', {
      name: 'Doble',
      members: [{ departmentCode: '25' }, { provinceCode: '2501' }],
    });
    expect(overlapSelf.status).toBe(400);
    expect(overlapSelf.body).toMatchObject({ errors: { members: ['Hay elementos repetidos'] } });
  });

  it('deactivates and activates with audit; the select lists active zones only', async () => {
    const list = (await ops.post('/api/setting/zone/list', { q: 'Sierra Norte' })).body as {
      data: { id: number }[];
    };
    const id = list.data[0]!.id;
    expect((await ops.post('/api/setting/zone/deactivate', { id })).body).toEqual({ ok: true });
    expect(await lastAudit('zone')).toMatchObject({ action: 'deactivate', entity_id: String(id) });
    const select = (await ops.post('/api/setting/zone/select')).body as { id: number }[];
    expect(select.some((z) => z.id === id)).toBe(false);
    const inactive = (await ops.post('/api/setting/zone/list', { filters: { status: 'inactive' } })).body as {
      data: { id: number }[];
    };
    expect(inactive.data.map((z) => z.id)).toEqual([id]);
    expect((await ops.post('/api/setting/zone/activate', { id })).status).toBe(200);
    expect((await ops.post('/api/setting/zone/activate', { id: 99999 })).status).toBe(404);
    expect((await ops.post('/api/setting/zone/get-edit', { id: 99999 })).status).toBe(404);
  });

  it('refuses a driver and a user without section 29', async () => {
    const driver = client(ctx, (await login(ctx, DEMO.driver)).accessToken);
    for (const path of [
      'list',
      'export',
      'register',
      'update',
      'get-edit',
      'activate',
      'deactivate',
      'select',
    ]) {
      expect((await driver.post(`/api/setting/zone/${path}`, {})).status).toBe(403);
    }
    const hr = await createTestUser(ctx, { sections: [SECTION_IDS.EMPLOYEES] });
    const other = client(ctx, await sessionToken(ctx, hr));
    expect((await other.post('/api/setting/zone/list', {})).status).toBe(403);
  });
});
