import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

// Without the grace window, so an immediate replay shows reuse detection (refresh-cookie.test.ts has the window).
const ctx = useTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0' });

describe('POST /api/login', () => {
  it('answers userData, an access token and a refresh token', async () => {
    const res = await login(ctx, DEMO.admin);
    expect(res.accessToken).toMatch(/^ey/);
    expect(res.refreshToken?.length).toBeGreaterThan(30);
    const u = res.userData;
    expect(u.email).toBe('admin@zerg.pe');
    expect(u).toMatchObject({ role_id: 1, is_ceo: false, employee_id: null, modul_id: 1 });
    expect(u.arr_modules.map((m) => m.id_module)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(u.arr_modules[0]).toEqual({ id_module: 1, module_name: 'users', icons: 'TeamOutlined' });
    expect(u.arr_sections).toContainEqual({ section_id: 4, title: 'users', module_id: 1 });
    // A section shared by two modules appears under each.
    expect(u.arr_sections.filter((s) => s.section_id === 6).map((s) => s.module_id)).toEqual([9, 10]);
    expect(u.ability).toContainEqual({ action: 'access', subject: 'section:4' });
    expect(u.extras).toEqual({
      fullName: 'Administrador del Sistema',
      roleName: 'Administrador',
      language: 'es',
      areaLimited: false,
    });
  });

  it('accepts the email in any case', async () => {
    const res = await client(ctx).post('/api/login', {
      email: 'ADMIN@Zerg.pe',
      password: DEMO.admin.password,
    });
    expect(res.status).toBe(200);
  });

  it('gives one 401 for a wrong password and an unknown email alike', async () => {
    const wrong = await client(ctx).post('/api/login', { email: DEMO.treasury.email, password: 'Nope1234!' });
    const unknown = await client(ctx).post('/api/login', { email: 'nobody@zerg.pe', password: 'Nope1234!' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Email or password is invalid' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('names the fields of a bad request, in the language asked for', async () => {
    const res = await client(ctx, undefined, 'es').post('/api/login', {
      email: 'not-an-email',
      password: '',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Algunos campos no son válidos',
      errors: { email: ['Debe ser un correo electrónico válido'], password: ['Este campo es requerido'] },
    });
  });

  it('refuses a body that is not JSON with a 400, not a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses a deactivated user even with the right password', async () => {
    await ctx.database.db.execute(sql`update users set is_active = false where email = 'tesoreria@zerg.pe'`);
    const res = await client(ctx).post('/api/login', DEMO.treasury);
    expect(res.status).toBe(401);
    await ctx.database.db.execute(sql`update users set is_active = true where email = 'tesoreria@zerg.pe'`);
  });
});

describe('tokens and sessions', () => {
  it('rotates the refresh token and revokes the whole family when a used one comes back', async () => {
    const first = await login(ctx, DEMO.operations);
    const second = await client(ctx).post('/api/refresh-token', { refreshToken: first.refreshToken });
    expect(second.status).toBe(200);
    const pair = second.body as { accessToken: string; refreshToken: string; userData: { email: string } };
    expect(pair.refreshToken).not.toBe(first.refreshToken);
    expect(pair.userData.email).toBe(DEMO.operations.email);
    expect((await client(ctx, pair.accessToken).post('/api/user/get-profile-user')).status).toBe(200);

    const replay = await client(ctx).post('/api/refresh-token', { refreshToken: first.refreshToken });
    expect(replay.status).toBe(401);
    expect((replay.body as { code: string }).code).toBe('INVALID_REFRESH_TOKEN');
    // The thief's replay ends the legitimate holder's session too: both must sign in again.
    expect((await client(ctx).post('/api/refresh-token', { refreshToken: pair.refreshToken })).status).toBe(
      401,
    );
    const afterReuse = await client(ctx, pair.accessToken).post('/api/user/get-profile-user');
    expect(afterReuse.status).toBe(401);
    expect((afterReuse.body as { code: string }).code).toBe('SESSION_EXPIRED');
  });

  it('refuses an unknown refresh token', async () => {
    const res = await client(ctx).post('/api/refresh-token', { refreshToken: 'made-up' });
    expect(res.status).toBe(401);
  });

  it('refuses a refresh token past the absolute session lifetime', async () => {
    const session = await login(ctx, DEMO.operations);
    await ctx.database.db.execute(
      sql`update auth_sessions set expires_at = now() - interval '1 second' where user_id = (select id from users where email = 'operaciones@zerg.pe')`,
    );
    const res = await client(ctx).post('/api/refresh-token', { refreshToken: session.refreshToken });
    expect(res.status).toBe(401);
  });

  it('logs out: the access and refresh tokens of that session stop working at once', async () => {
    const session = await login(ctx, DEMO.admin);
    const api = client(ctx, session.accessToken);
    expect((await api.post('/api/logout', {})).status).toBe(200);
    expect((await api.post('/api/user/get-profile-user')).status).toBe(401);
    expect(
      (await client(ctx).post('/api/refresh-token', { refreshToken: session.refreshToken })).status,
    ).toBe(401);
  });

  it('refuses a forged or expired access token', async () => {
    const forged = `${(await login(ctx, DEMO.admin)).accessToken.slice(0, -4)}abcd`;
    const res = await client(ctx, forged).post('/api/user/get-profile-user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 'SESSION_EXPIRED',
      message: 'Your session has expired; please sign in again',
    });
  });

  it('signs a user out on their next request once they are deactivated', async () => {
    const admin = await login(ctx, DEMO.admin);
    const driver = await login(ctx, DEMO.driver);
    const driverApi = client(ctx, driver.accessToken);
    expect((await driverApi.post('/api/user/get-profile-user')).status).toBe(200);

    const adminApi = client(ctx, admin.accessToken);
    const edit = (await adminApi.post('/api/user/get-user-edit', { id: driver.userData.id })).body as Record<
      string,
      unknown
    >;
    const res = await adminApi.post('/api/user/update-user', { ...edit, isActive: false });
    expect(res.status).toBe(200);
    expect((await driverApi.post('/api/user/get-profile-user')).status).toBe(401);
    expect((await client(ctx).post('/api/refresh-token', { refreshToken: driver.refreshToken })).status).toBe(
      401,
    );
    await adminApi.post('/api/user/update-user', { ...edit, isActive: true });
  });

  it('stops a revoked section on the very next request', async () => {
    const admin = client(ctx, (await login(ctx, DEMO.admin)).accessToken);
    const created = await admin.post('/api/user/register', {
      email: 'auditor@zerg.pe',
      fullName: 'Auditor Interno',
      password: 'Audit123!',
      passwordConfirmation: 'Audit123!',
      roleId: 7,
      campusId: 1,
      modules: [1],
      sections: [4],
    });
    expect(created.status).toBe(200);
    const auditor = client(
      ctx,
      (await login(ctx, { email: 'auditor@zerg.pe', password: 'Audit123!' })).accessToken,
    );
    expect((await auditor.post('/api/user/list', {})).status).toBe(200);

    const id = (created.body as { id: number }).id;
    const edit = (await admin.post('/api/user/get-user-edit', { id })).body as Record<string, unknown>;
    expect((await admin.post('/api/user/update-user', { ...edit, modules: [9], sections: [8] })).status).toBe(
      200,
    );
    const refused = await auditor.post('/api/user/list', {});
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'SECTION_NOT_GRANTED', message: 'You are not authorized' });
  });
});

describe('error shapes', () => {
  it('401 without a token', async () => {
    const res = await client(ctx).post('/api/user/list', {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in' });
  });

  it('403 for a section the user does not hold', async () => {
    const driver = client(ctx, (await login(ctx, DEMO.driver)).accessToken, 'fr');
    const res = await driver.post('/api/user/list', {});
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'SECTION_NOT_GRANTED', message: "Vous n'êtes pas autorisé" });
  });

  it('404 for an unknown API path and for an unknown record', async () => {
    const admin = client(ctx, (await login(ctx, DEMO.admin)).accessToken);
    const route = await admin.get('/api/does-not-exist');
    expect(route.status).toBe(404);
    expect(route.body).toEqual({ code: 'ROUTE_NOT_FOUND', message: 'Route not found' });
    const record = await admin.post('/api/user/get-user-edit', { id: 999999 });
    expect(record.status).toBe(404);
    expect(record.body).toEqual({ code: 'NOT_FOUND', message: 'Not found' });
  });
});

describe('GET /api/user/get-user-for-email/:email', () => {
  it("answers the signed-in user's current modules and sections", async () => {
    const hr = await login(ctx, DEMO.hrChief);
    const res = await client(ctx, hr.accessToken).get('/api/user/get-user-for-email/rrhh@zerg.pe');
    expect(res.status).toBe(200);
    const body = res.body as { arr_modules: { id_module: number }[]; arr_sections: { section_id: number }[] };
    expect(body.arr_modules.map((m) => m.id_module)).toEqual([9, 10]);
    expect(body.arr_sections.map((s) => s.section_id)).toContain(8);
  });

  it("refuses somebody else's email", async () => {
    const hr = await login(ctx, DEMO.hrChief);
    const res = await client(ctx, hr.accessToken).get('/api/user/get-user-for-email/admin@zerg.pe');
    expect(res.status).toBe(403);
  });
});

describe('audit', () => {
  it('records sign-ins and failed sign-ins', async () => {
    await login(ctx, DEMO.hrChief);
    await client(ctx).post('/api/login', { email: DEMO.hrChief.email, password: 'Wrong123!' });
    const rows = await ctx.database.db.execute<{ action: string }>(
      sql`select action from audit_log where action in ('login', 'login_failed') order by id desc limit 2`,
    );
    expect(rows.rows.map((r) => r.action)).toEqual(['login_failed', 'login']);
  });
});
