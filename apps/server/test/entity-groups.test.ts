import { SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

const ctx = useTestApp();
let admin: ReturnType<typeof client>;
let adminEs: ReturnType<typeof client>;
let outsider: ReturnType<typeof client>;
let member: { id: number; email: string };

type Group = { id: number; name: string; description: string | null; isActive: boolean; memberCount: number };
type Body = { code: string; errors?: Record<string, string[]> };

beforeAll(async () => {
  const user = await createTestUser(ctx, { sections: [SECTION_IDS.ENTITY_GROUPS] });
  const token = await sessionToken(ctx, user);
  admin = client(ctx, token);
  adminEs = client(ctx, token, 'es');
  outsider = client(
    ctx,
    await sessionToken(ctx, await createTestUser(ctx, { sections: [SECTION_IDS.USERS] })),
  );
  member = await createTestUser(ctx, { sections: [] });
});

const auditCount = async (action: string) => {
  const { rows } = await ctx.database.db.execute<{ n: number }>(
    sql`select count(*)::int n from audit_log where entity = 'entity_group' and action = ${action}`,
  );
  return rows[0]?.n ?? 0;
};

describe('entity groups', () => {
  it('lists the seeded groups with paging, search, sort and filters', async () => {
    const all = (await admin.post('/api/setting/entity-group/list', { sortBy: 'name' })).body as {
      data: Group[];
      total: number;
    };
    expect(all.total).toBe(4);
    expect(all.data.map((g) => g.name)).toEqual([
      'Gerencia General',
      'Jefes de área',
      'Operaciones Lima',
      'Tesorería',
    ]);
    expect(all.data.find((g) => g.name === 'Jefes de área')?.memberCount).toBe(3);
    const found = (await admin.post('/api/setting/entity-group/list', { q: 'pago', perPage: 1 })).body as {
      data: Group[];
      total: number;
    };
    expect(found).toMatchObject({ total: 1, data: [{ name: 'Tesorería' }] });
    const byMembers = (
      await admin.post('/api/setting/entity-group/list', { sortBy: 'memberCount', sortDesc: true })
    ).body as { data: Group[] };
    expect(byMembers.data[0]?.name).toBe('Jefes de área');
    const inactive = (await admin.post('/api/setting/entity-group/list', { filters: { isActive: false } }))
      .body as {
      total: number;
    };
    expect(inactive.total).toBe(0);
  });

  it('creates, edits and deactivates a group, with an audit entry each, and refuses a duplicate name', async () => {
    const created = await admin.post('/api/setting/entity-group/create', {
      name: 'Mantenimiento de flota',
      description: 'Taller de Ate y Villa El Salvador',
    });
    expect(created.status).toBe(200);
    const group = created.body as Group;
    expect(group).toMatchObject({ name: 'Mantenimiento de flota', isActive: true, memberCount: 0 });

    const dup = await adminEs.post('/api/setting/entity-group/create', { name: 'mantenimiento DE flota' });
    expect(dup.status).toBe(409);
    expect((dup.body as Body).code).toBe('GROUP_ALREADY_REGISTERED');
    expect((dup.body as Body).errors?.name).toEqual(['Ya existe un grupo con ese nombre']);

    const edited = await admin.post('/api/setting/entity-group/update', {
      id: group.id,
      name: 'Taller',
      description: null,
      isActive: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Taller', description: null, isActive: false });
    const clash = await admin.post('/api/setting/entity-group/update', { id: group.id, name: 'Tesorería' });
    expect(clash.status).toBe(409);
    expect(await auditCount('create')).toBe(1);
    expect(await auditCount('update')).toBe(1);

    const select = (await admin.get('/api/setting/entity-group/get-select-entity-group')).body as {
      name: string;
    }[];
    expect(select.map((g) => g.name)).not.toContain('Taller');
    expect(select.map((g) => g.name)).toContain('Tesorería');
  });

  it('names the field of bad input in the caller language', async () => {
    const res = await adminEs.post('/api/setting/entity-group/create', { name: '   ' });
    expect(res.status).toBe(400);
    expect((res.body as Body).errors?.name).toEqual(['Este campo es requerido']);
    expect((await admin.post('/api/setting/entity-group/update', { id: 99999, name: 'X' })).status).toBe(404);
  });

  it('adds and removes members, refusing a duplicate with the spec message', async () => {
    const group = (await admin.post('/api/setting/entity-group/create', { name: 'Auditoría interna' }))
      .body as Group;
    const added = await admin.post('/api/setting/entity-group/add-member', {
      groupId: group.id,
      userId: member.id,
    });
    expect(added.status).toBe(200);
    expect((added.body as { email: string }[]).map((m) => m.email)).toEqual([member.email]);

    const again = await admin.post('/api/setting/entity-group/add-member', {
      groupId: group.id,
      userId: member.id,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'USER_ALREADY_IN_GROUP',
      message: 'User already exists in this group',
    });
    expect((again.body as Body).errors?.userId).toEqual(['User already exists in this group']);

    const ghost = await admin.post('/api/setting/entity-group/add-member', {
      groupId: group.id,
      userId: 999999,
    });
    expect(ghost.status).toBe(400);
    expect((ghost.body as Body).errors?.userId).toBeDefined();

    const members = await admin.post('/api/setting/entity-group/members', { groupId: group.id });
    expect((members.body as unknown[]).length).toBe(1);
    const removed = await admin.post('/api/setting/entity-group/remove-member', {
      groupId: group.id,
      userId: member.id,
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual([]);
    expect(
      (await admin.post('/api/setting/entity-group/remove-member', { groupId: group.id, userId: member.id }))
        .status,
    ).toBe(404);
    expect(await auditCount('add_member')).toBe(1);
    expect(await auditCount('remove_member')).toBe(1);
  });

  it('exports the list to Excel', async () => {
    const res = await admin.post('/api/setting/entity-group/export', { q: 'Lima' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.raw.subarray(0, 2).toString()).toBe('PK');
  });

  it('answers 403 to a user without the section', async () => {
    for (const [url, body] of [
      ['/api/setting/entity-group/list', {}],
      ['/api/setting/entity-group/create', { name: 'Intrusos' }],
      ['/api/setting/entity-group/add-member', { groupId: 1, userId: member.id }],
      ['/api/setting/entity-group/remove-member', { groupId: 1, userId: member.id }],
    ] as const) {
      expect((await outsider.post(url, body)).status, url).toBe(403);
    }
    expect((await outsider.get('/api/setting/entity-group/get-select-entity-group')).status).toBe(403);
  });
});
