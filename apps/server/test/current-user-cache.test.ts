import { SECTION_IDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDatabase, type Database } from '../src/db/client.ts';
import { client, DEMO, login } from './setup/http.ts';
import { type TestContext, useTestApp } from './setup/test-app.ts';
import { createTestUser, sessionToken } from './setup/test-users.ts';

/*
 * Each instance keeps the signed-in user (platform/auth/current-user-cache.ts) and the employee
 * list's counts; database triggers tell every instance to forget them at commit. Two instances on
 * one database, as behind a load balancer: A is the test app, B a second one on its own pool, each
 * with its own listener. Changes go through A; once B's listener has delivered the message
 * (`heard`: PostgreSQL sends it at commit, on B's own connection), the next request through B sees
 * them. Waiting on the message rather than on time keeps the tests exact on a busy machine.
 */
const ctx = useTestApp();
let b: Awaited<ReturnType<typeof buildApp>>;
let bDatabase: Database;
let onB: TestContext;

beforeAll(async () => {
  bDatabase = createDatabase(
    (ctx.database.pool as pg.Pool & { options: { connectionString: string } }).options.connectionString,
    4,
  );
  b = await buildApp({ config: ctx.config, db: bDatabase.db, logger: false });
  onB = { ...ctx, app: b };
  // Both listening, as once a server has started.
  await Promise.all([ctx.app.ready(), b.ready()]);
});

afterAll(async () => {
  await b?.close();
  await bDatabase?.close();
});

const LIST = '/api/rrhh/employee/list';

/**
 * `heard(topic)` resolved by the message of the write that follows, not by an earlier write's still
 * on its way: PostgreSQL delivers in commit order, so once this barrier is heard, all before it were.
 */
const heardNext = async (topic: string) => {
  const barrier = b.caches.heard('test-barrier');
  await ctx.database.pool.query(`select pg_notify('zerg_realtime', '{"k":"x","t":"test-barrier"}')`);
  await barrier;
  // Wrapped: an async function returning the promise itself would wait for it.
  return { message: b.caches.heard(topic) };
};

/** Sets the sections of `userId` with triggers off for this transaction: no instance is told. */
const silentlySetSections = (userId: number, sections: number[]) =>
  ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`delete from user_sections where user_id = ${userId}`);
    await tx.execute(
      sql`insert into user_sections (user_id, section_id) select ${userId}, unnest(${sql.param(sections)}::int[])`,
    );
  });

/** The user's edit form through A's API, changed by `change`, saved through A's API. */
const editThroughA = async (admin: ReturnType<typeof client>, id: number, change: object) => {
  const edit = (await admin.post('/api/user/get-user-edit', { id })).body as Record<string, unknown>;
  const res = await admin.post('/api/user/update-user', { ...edit, ...change });
  expect(res.status).toBe(200);
  return edit;
};

describe('the signed-in user, cached on each instance', () => {
  it('is kept between requests: a change no instance was told of goes unseen', async () => {
    const user = await createTestUser(ctx, { sections: [SECTION_IDS.EMPLOYEES] });
    const api = client(onB, await sessionToken(ctx, user));
    expect((await api.post(LIST, {})).status).toBe(200);
    // Without the triggers' message B keeps what it loaded: this is what the triggers are for.
    await silentlySetSections(user.id, []);
    expect((await api.post(LIST, {})).status).toBe(200);
  });

  it('refuses a section revoked through A on the next request through B, every time', async () => {
    const admin = client(ctx, (await login(ctx, DEMO.admin)).accessToken);
    const hr = await login(ctx, DEMO.hrChief);
    const hrOnB = client(onB, hr.accessToken);
    const me = (await client(ctx, hr.accessToken).post('/api/user/get-profile-user')).body as { id: number };
    const edit = (await admin.post('/api/user/get-user-edit', { id: me.id })).body as { sections: number[] };
    const without = edit.sections.filter((s) => s !== SECTION_IDS.EMPLOYEES);
    expect(without.length).toBeLessThan(edit.sections.length);

    for (let round = 0; round < 5; round++) {
      expect((await hrOnB.post(LIST, {})).status).toBe(200);
      let heard = await heardNext('user');
      await editThroughA(admin, me.id, { sections: without });
      await heard.message;
      expect((await hrOnB.post(LIST, {})).status).toBe(403);
      heard = await heardNext('user');
      await editThroughA(admin, me.id, { sections: edit.sections });
      await heard.message;
    }
    expect((await hrOnB.post(LIST, {})).status).toBe(200);
  });

  it('refuses a session ended through A (sign-out) on the next request through B', async () => {
    const session = await login(ctx, DEMO.hrChief);
    const onA = client(ctx, session.accessToken);
    expect((await client(onB, session.accessToken).post(LIST, {})).status).toBe(200);
    const heard = await heardNext('user');
    expect((await onA.post('/api/logout', {})).status).toBe(200);
    await heard.message;
    expect((await client(onB, session.accessToken).post(LIST, {})).status).toBe(401);
  });

  it('refuses a user deactivated by a write through A’s pool on the next request through B', async () => {
    const user = await createTestUser(ctx, { sections: [SECTION_IDS.EMPLOYEES] });
    const api = client(onB, await sessionToken(ctx, user));
    expect((await api.post(LIST, {})).status).toBe(200);
    const heard = await heardNext('user');
    await ctx.database.pool.query('update users set is_active = false where id = $1', [user.id]);
    await heard.message;
    expect((await api.post(LIST, {})).status).toBe(401);
  });

  it('forgets everything when its listener reconnects, since messages may have been lost', async () => {
    const user = await createTestUser(ctx, { sections: [SECTION_IDS.EMPLOYEES] });
    const api = client(onB, await sessionToken(ctx, user));
    expect((await api.post(LIST, {})).status).toBe(200);
    await silentlySetSections(user.id, []);
    expect((await api.post(LIST, {})).status).toBe(200);

    const lost = b.realtime.listener.client;
    const pid = (lost as unknown as { processID: number }).processID;
    await ctx.database.pool.query('select pg_terminate_backend($1)', [pid]);
    // Nothing is trusted while it is down, and the cache starts empty once it is back.
    while (b.realtime.listener.client === null || b.realtime.listener.client === lost) {
      await new Promise((done) => setTimeout(done, 20));
    }
    expect((await api.post(LIST, {})).status).toBe(403);
  });
});

describe('the employee list’s count and pages, kept per filter set', () => {
  it('counts a worker deactivated through A on the next list through B', async () => {
    const api = client(onB, (await login(ctx, DEMO.hrChief)).accessToken);
    const first = (await api.post(LIST, {})).body as { total: number; data: { id: number }[] };
    expect((await api.post(LIST, { page: 2 })).body).toMatchObject({ total: first.total });
    const id = first.data[0]!.id;
    let heard = await heardNext('employees');
    await ctx.database.pool.query('update employees set is_active = false where id = $1', [id]);
    await heard.message;
    expect((await api.post(LIST, {})).body).toMatchObject({ total: first.total - 1 });
    heard = await heardNext('employees');
    await ctx.database.pool.query('update employees set is_active = true where id = $1', [id]);
    await heard.message;
    expect((await api.post(LIST, {})).body).toMatchObject({ total: first.total });
  });

  it('shows a worker renamed, or their area renamed, through A on the next page through B', async () => {
    const api = client(onB, (await login(ctx, DEMO.hrChief)).accessToken);
    type Page = { data: { id: number; fullName: string; areaId: number | null; areaName: string | null }[] };
    const first = ((await api.post(LIST, {})).body as Page).data[0]!;
    // A second read is answered from B's pages: changed silently, the page still shows the old name.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update employees set first_names = 'Unseen' where id = ${first.id}`);
    });
    expect(((await api.post(LIST, {})).body as Page).data[0]).toMatchObject({ fullName: first.fullName });
    let heard = await heardNext('employees');
    await ctx.database.pool.query(`update employees set first_names = 'Renamed' where id = $1`, [first.id]);
    await heard.message;
    expect(((await api.post(LIST, {})).body as Page).data[0]!.fullName).toMatch(/^Renamed /);
    heard = await heardNext('employees');
    await ctx.database.pool.query(`update areas set name = 'Área renombrada' where id = $1`, [first.areaId]);
    await heard.message;
    expect(((await api.post(LIST, {})).body as Page).data[0]).toMatchObject({ areaName: 'Área renombrada' });
  });
});
