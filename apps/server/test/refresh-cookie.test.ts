import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp({ REFRESH_REUSE_GRACE_SECONDS: '10', REFRESH_TOKEN_TTL_SECONDS: '3600' });
const behindProxy = useTestApp({ TRUST_PROXY: 'true' });

type Pair = { accessToken: string; refreshToken?: string; userData: { email: string } };

const COOKIE = { 'x-refresh-transport': 'cookie' };

/** The `zerg_refresh` Set-Cookie header of a response, split into its attributes. */
const refreshCookieOf = (headers: Record<string, unknown>) => {
  const raw = headers['set-cookie'];
  const all = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string');
  const line = all.find((c) => c.startsWith('zerg_refresh='));
  if (!line) return null;
  const [pair = '', ...attrs] = line.split(';').map((p) => p.trim());
  return { value: pair.slice('zerg_refresh='.length), attrs: attrs.map((a) => a.toLowerCase()), line };
};

const refreshWithCookie = (value: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/refresh-token', cookies: { zerg_refresh: value }, headers });

describe('the refresh token in an HttpOnly cookie', () => {
  it('sign-in with the cookie transport sets the cookie and leaves the token out of the body', async () => {
    const res = await client(ctx).post('/api/login', DEMO.driver, COOKIE);
    expect(res.status).toBe(200);
    const body = res.body as Pair;
    expect(body.accessToken).toMatch(/^ey/);
    expect(body).not.toHaveProperty('refreshToken');
    const cookie = refreshCookieOf(res.headers);
    expect(cookie?.value.length).toBeGreaterThan(30);
    expect(cookie?.attrs).toEqual(
      expect.arrayContaining(['httponly', 'samesite=strict', 'path=/api/refresh-token', 'max-age=3600']),
    );
    // Plain http here; over https (or behind a trusted proxy saying so) the cookie is Secure.
    expect(cookie?.attrs).not.toContain('secure');
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
    const overHttps = { ...COOKIE, 'x-forwarded-proto': 'https' };
    const proxied = await client(behindProxy).post('/api/login', DEMO.driver, overHttps);
    expect(refreshCookieOf(proxied.headers)?.attrs).toContain('secure');
    // Without TRUST_PROXY the same header is not believed.
    const direct = await client(ctx).post('/api/login', DEMO.driver, overHttps);
    expect(refreshCookieOf(direct.headers)?.attrs).not.toContain('secure');
  });

  it('sign-in without the header answers as before: the token in the body, no cookie', async () => {
    const res = await client(ctx).post('/api/login', DEMO.driver);
    expect((res.body as Pair).refreshToken?.length).toBeGreaterThan(30);
    expect(refreshCookieOf(res.headers)).toBeNull();
  });

  it('refreshes from the cookie alone: rotates it and never shows the token to a script', async () => {
    const signIn = await client(ctx).post('/api/login', DEMO.driver, COOKIE);
    const first = refreshCookieOf(signIn.headers)?.value ?? '';
    const res = await refreshWithCookie(first);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Pair;
    expect(body.accessToken).toMatch(/^ey/);
    expect(body).not.toHaveProperty('refreshToken');
    const next = refreshCookieOf(res.headers);
    expect(next?.value).toBeTruthy();
    expect(next?.value).not.toBe(first);
    expect(next?.attrs).toContain('httponly');
    expect((await client(ctx, body.accessToken).post('/api/user/get-profile-user')).status).toBe(200);
  });

  it('a token in the body wins over the cookie and is answered in the body', async () => {
    const session = await login(ctx, DEMO.driver);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/refresh-token',
      cookies: { zerg_refresh: 'stale-cookie' },
      payload: { refreshToken: session.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Pair).refreshToken?.length).toBeGreaterThan(30);
    expect(refreshCookieOf(res.headers)).toBeNull();
  });

  it('answers 401 with neither a body token nor the cookie', async () => {
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/refresh-token' });
    expect(empty.statusCode).toBe(401);
    expect(empty.json().code).toBe('INVALID_REFRESH_TOKEN');
    const emptyObject = await client(ctx).post('/api/refresh-token', {});
    expect(emptyObject.status).toBe(401);
    expect((await refreshWithCookie('made-up')).statusCode).toBe(401);
  });

  it('logout clears the cookie on its path', async () => {
    const signIn = await client(ctx).post('/api/login', DEMO.driver, COOKIE);
    const res = await client(ctx, (signIn.body as Pair).accessToken).post('/api/logout', {});
    expect(res.status).toBe(200);
    const cleared = refreshCookieOf(res.headers);
    expect(cleared?.value).toBe('');
    expect(cleared?.attrs).toEqual(expect.arrayContaining(['max-age=0', 'path=/api/refresh-token']));
    const old = refreshCookieOf(signIn.headers)?.value ?? '';
    expect((await refreshWithCookie(old)).statusCode).toBe(401);
  });
});

describe('two tabs refreshing with the same token', () => {
  it('within the grace window both succeed with the same new refresh token', async () => {
    const session = await login(ctx, DEMO.hrChief);
    const [a, b] = await Promise.all([
      client(ctx).post('/api/refresh-token', { refreshToken: session.refreshToken }),
      client(ctx).post('/api/refresh-token', { refreshToken: session.refreshToken }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const pa = a.body as Pair;
    const pb = b.body as Pair;
    expect(pa.refreshToken).toBe(pb.refreshToken);
    expect(pa.refreshToken).not.toBe(session.refreshToken);
    // A late third copy within the window gets the same successor too, and the session goes on.
    const late = await client(ctx).post('/api/refresh-token', { refreshToken: session.refreshToken });
    expect((late.body as Pair).refreshToken).toBe(pa.refreshToken);
    const onward = await client(ctx).post('/api/refresh-token', { refreshToken: pa.refreshToken });
    expect(onward.status).toBe(200);
    expect(
      (await client(ctx, (onward.body as Pair).accessToken).post('/api/user/get-profile-user')).status,
    ).toBe(200);
  });

  it('the same holds for the cookie: both tabs get the same new cookie', async () => {
    // A user without a second factor: the sign-in answers the cookie at once.
    const signIn = await client(ctx).post('/api/login', DEMO.driver, COOKIE);
    const first = refreshCookieOf(signIn.headers)?.value ?? '';
    const [a, b] = await Promise.all([refreshWithCookie(first), refreshWithCookie(first)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(refreshCookieOf(a.headers)?.value).toBe(refreshCookieOf(b.headers)?.value);
  });

  it('after the window, the used token revokes the whole session', async () => {
    const session = await login(ctx, DEMO.driver);
    const next = await client(ctx).post('/api/refresh-token', { refreshToken: session.refreshToken });
    expect(next.status).toBe(200);
    // Age the rotation past the window instead of waiting for it.
    await ctx.database.db.execute(
      sql`update refresh_tokens set used_at = now() - interval '11 seconds' where used_at is not null`,
    );
    const replay = await client(ctx).post('/api/refresh-token', { refreshToken: session.refreshToken });
    expect(replay.status).toBe(401);
    expect((replay.body as { code: string }).code).toBe('INVALID_REFRESH_TOKEN');
    const pair = next.body as Pair;
    expect((await client(ctx).post('/api/refresh-token', { refreshToken: pair.refreshToken })).status).toBe(
      401,
    );
    expect((await client(ctx, pair.accessToken).post('/api/user/get-profile-user')).status).toBe(401);
  });

  it('within the window, a token whose successor was already used still revokes the session', async () => {
    const session = await login(ctx, DEMO.treasury);
    const next = (await client(ctx).post('/api/refresh-token', { refreshToken: session.refreshToken }))
      .body as Pair;
    expect((await client(ctx).post('/api/refresh-token', { refreshToken: next.refreshToken })).status).toBe(
      200,
    );
    const replay = await client(ctx).post('/api/refresh-token', { refreshToken: session.refreshToken });
    expect(replay.status).toBe(401);
    expect((await client(ctx, next.accessToken).post('/api/user/get-profile-user')).status).toBe(401);
  });
});

// Last in this file: it empties the users table.
describe('first administrator with the cookie transport', () => {
  it('sets the cookie and leaves the token out of the body', async () => {
    // Every row that names a user goes too: the database is as empty as a new installation's.
    await ctx.database.db.execute(sql`truncate users cascade`);
    const res = await client(ctx).post(
      '/api/setup/first-admin',
      { email: 'boss@zerg.pe', fullName: 'Jefe', password: 'Boss1234!', passwordConfirmation: 'Boss1234!' },
      COOKIE,
    );
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('refreshToken');
    const cookie = refreshCookieOf(res.headers);
    expect(cookie?.attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=strict']));
    expect((await refreshWithCookie(cookie?.value ?? '')).statusCode).toBe(200);
  });
});
