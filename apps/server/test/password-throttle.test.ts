import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp({
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '50',
  LOGIN_BLOCK_SECONDS: '60',
});

const change = (token: string, currentPassword: string, ip = '10.9.0.1') =>
  client(ctx, token).post(
    '/api/user/change-password',
    { currentPassword, password: 'Changed123!', passwordConfirmation: 'Changed123!' },
    { 'x-test-ip': ip },
  );

describe('change-password uses the sign-in throttle', () => {
  it('blocks guessing the current password with 429 and Retry-After, and sign-in with it', async () => {
    const { accessToken } = await login(ctx, DEMO.treasury);
    for (let i = 0; i < 3; i++) {
      const wrong = await change(accessToken, `Guess${i}123!`);
      expect(wrong.status).toBe(409);
      expect((wrong.body as { code: string }).code).toBe('WRONG_CURRENT_PASSWORD');
    }
    // Blocked now, even with the right password, and from another address: the count is per account.
    const blocked = await change(accessToken, DEMO.treasury.password, '10.9.0.2');
    expect(blocked.status).toBe(429);
    expect((blocked.body as { code: string }).code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The same store as sign-in: the account's sign-in is blocked too.
    expect((await client(ctx).post('/api/login', DEMO.treasury, { 'x-test-ip': '10.9.0.3' })).status).toBe(
      429,
    );
  });

  it('counts failures per address across accounts, as sign-in does', async () => {
    await ctx.database.db.execute(sql`delete from auth_throttle`);
    const { accessToken } = await login(ctx, DEMO.driver);
    await change(accessToken, 'Wrong1234!', '10.9.1.1');
    const [row] = (
      await ctx.database.db.execute<{ failures: number }>(
        sql`select failures from auth_throttle where key = 'ip:10.9.1.1'`,
      )
    ).rows;
    expect(row?.failures).toBe(1);
  });
});

describe('forgot-password does the same work for known and unknown addresses', () => {
  it('counts the request and writes an audit entry on both paths, and mails only the known one', async () => {
    const known = 'rrhh@zerg.pe';
    const unknown = 'ghost-worker@zerg.pe';
    for (const email of [known, unknown]) {
      expect((await client(ctx).post('/api/forgot-password', { email })).status).toBe(200);
    }
    const counted = await ctx.database.db.execute<{ key: string }>(
      sql`select key from auth_throttle where key in (${`reset:${known}`}, ${`reset:${unknown}`}) order by key`,
    );
    expect(counted.rows.map((r) => r.key)).toEqual([`reset:${unknown}`, `reset:${known}`].sort());
    const audited = await ctx.database.db.execute<{ entity_id: string | null }>(
      sql`select entity_id from audit_log where action = 'password_reset_requested' order by id`,
    );
    expect(audited.rows).toHaveLength(2);
    expect(audited.rows.map((r) => r.entity_id === null)).toEqual([false, true]);
    const mails = await ctx.database.db.execute<{ to: string }>(
      sql`select "to" from mail_outbox where "to" in (${known}, ${unknown})`,
    );
    expect(mails.rows.map((r) => r.to)).toEqual([known]);
  });
});
