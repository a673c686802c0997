import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp({
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '5',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '8',
  // Long enough that slow password checks on a busy machine stay inside one window.
  LOGIN_BLOCK_SECONDS: '120',
});

const attempt = (email: string, password: string, ip: string) =>
  client(ctx).post('/api/login', { email, password }, { 'x-test-ip': ip });

describe('sign-in throttling', () => {
  it('blocks an account after repeated failures, then lets the real user back in', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt(DEMO.admin.email, 'Wrong123!', `10.1.0.${i}`)).status).toBe(401);
    const blocked = await attempt(DEMO.admin.email, DEMO.admin.password, '10.1.0.99');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many attempts; try again in a few minutes',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Other accounts are not affected.
    expect((await attempt(DEMO.driver.email, DEMO.driver.password, '10.1.0.98')).status).toBe(200);

    // The block runs out (moved into the past rather than waited for).
    await ctx.database.db.execute(sql`update auth_throttle set blocked_until = now() - interval '1 second'`);
    expect((await attempt(DEMO.admin.email, DEMO.admin.password, '10.1.0.99')).status).toBe(200);
  });

  it('blocks an address that tries many accounts', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await attempt(`someone${i}@zerg.pe`, 'Wrong123!', '10.2.0.1')).status).toBe(401);
    }
    expect((await attempt(DEMO.hrChief.email, DEMO.hrChief.password, '10.2.0.1')).status).toBe(429);
    expect((await attempt(DEMO.hrChief.email, DEMO.hrChief.password, '10.2.0.2')).status).toBe(200);
  });

  it('forgets the failures of an account after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await attempt(DEMO.treasury.email, 'Wrong123!', `10.3.0.${i}`);
    // Treasury signs in with a second factor: the sign-in is done, and the failures forgotten, with it.
    await login(ctx, DEMO.treasury, { 'x-test-ip': '10.3.1.1' });
    for (let i = 0; i < 4; i++) {
      expect((await attempt(DEMO.treasury.email, 'Wrong123!', `10.3.2.${i}`)).status).toBe(401);
    }
    expect((await attempt(DEMO.treasury.email, DEMO.treasury.password, '10.3.1.1')).status).toBe(200);
  });
});
