import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();

describe('notifications', () => {
  it('lists the unread ones with their total, marks them read, and keeps the history', async () => {
    const session = await login(ctx, DEMO.driver);
    const api = client(ctx, session.accessToken);
    await ctx.database.db.execute(sql`
      insert into notifications (user_id, type, title, body)
      select ${session.userData.id}, 'test', 'Aviso ' || n, 'Texto ' || n from generate_series(1, 3) n`);
    const unread = (await api.post('/api/commons/notifications/get-notifications', { user_id: 999 }))
      .body as {
      data: { id: number; title: string }[];
      total: number;
    };
    expect(unread.total).toBe(4);
    expect(unread.data[0]?.title).toBe('Aviso 3');

    const first = unread.data[0]?.id ?? 0;
    expect((await api.post('/api/commons/notifications/mark-read', { ids: [first] })).status).toBe(200);
    expect(
      ((await api.post('/api/commons/notifications/get-notifications')).body as { total: number }).total,
    ).toBe(3);
    await api.post('/api/commons/notifications/mark-read', { all: true });
    expect(
      ((await api.post('/api/commons/notifications/get-notifications')).body as { total: number }).total,
    ).toBe(0);

    const all = (await api.post('/api/commons/notifications/get-all-notifications', { perPage: 2 })).body as {
      data: { readAt: string | null }[];
      total: number;
    };
    expect(all.total).toBe(4);
    expect(all.data).toHaveLength(2);
    expect(all.data.every((n) => n.readAt !== null)).toBe(true);
  });

  it('reads a notice kept as data in the language of the reader, whatever it was written in', async () => {
    const session = await login(ctx, DEMO.driver);
    type List = { data: { type: string; title: string; body: string }[] };
    const welcome = async (lang: string) =>
      (
        (
          await client(ctx, session.accessToken, lang).post(
            '/api/commons/notifications/get-all-notifications',
            {},
          )
        ).body as List
      ).data.find((n) => n.type === 'welcome');
    // The demo wrote it in Spanish, the driver's language then.
    expect(await welcome('es')).toMatchObject({
      title: 'Bienvenido a Zerg Back Office',
      body: 'Su cuenta está lista. Revise su perfil y cambie su contraseña.',
    });
    expect(await welcome('en')).toMatchObject({
      title: 'Welcome to Zerg Back Office',
      body: 'Your account is ready. Review your profile and change your password.',
    });
    expect((await welcome('de'))?.title).toBe('Willkommen bei Zerg Back Office');
    // A free text (a driver's comment) has no words to translate: it reads as written.
    await ctx.database.db.execute(sql`
      insert into notifications (user_id, type, title, body) values (${session.userData.id}, 'free', 'Llanta', 'Cambié la llanta')`);
    const free = (
      (
        await client(ctx, session.accessToken, 'en').post(
          '/api/commons/notifications/get-all-notifications',
          {},
        )
      ).body as List
    ).data.find((n) => n.type === 'free');
    expect(free).toMatchObject({ title: 'Llanta', body: 'Cambié la llanta' });
  });

  it("never shows or touches another user's notifications", async () => {
    const admin = await login(ctx, DEMO.admin);
    const driver = client(ctx, (await login(ctx, DEMO.driver)).accessToken);
    const [mine] = (
      await ctx.database.db.execute<{ id: number }>(
        sql`select id from notifications where user_id = ${admin.userData.id}`,
      )
    ).rows;
    await driver.post('/api/commons/notifications/mark-read', { ids: [mine?.id] });
    const still = (await client(ctx, admin.accessToken).post('/api/commons/notifications/get-notifications'))
      .body as {
      total: number;
    };
    expect(still.total).toBe(1);
  });
});

describe('mail outbox', () => {
  it('shows queued mail to holders of the settings section only', async () => {
    await client(ctx).post('/api/forgot-password', { email: DEMO.hrChief.email });
    const admin = client(ctx, (await login(ctx, DEMO.admin)).accessToken);
    const res = (await admin.post('/api/setting/outbox/list', { q: 'rrhh@' })).body as {
      data: { to: string; status: string }[];
      total: number;
    };
    expect(res.total).toBe(1);
    expect(res.data[0]).toMatchObject({ to: 'rrhh@zerg.pe', status: 'queued' });
    const hr = client(ctx, (await login(ctx, DEMO.hrChief)).accessToken);
    expect((await hr.post('/api/setting/outbox/list', {})).status).toBe(403);
  });
});
