import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client, DEMO, login } from './setup/http.ts';
import { useTestApp } from './setup/test-app.ts';

const ctx = useTestApp();

const lastMailTo = async (to: string) => {
  const rows = await ctx.database.db.execute<{ subject: string; text: string }>(
    sql`select subject, text from mail_outbox where "to" = ${to} order by id desc limit 1`,
  );
  return rows.rows[0];
};

const tokenOf = (text: string) => {
  const match = /reset-password\?token=([\w%-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return decodeURIComponent(match[1]);
};

describe('forgot password and reset', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const known = await client(ctx).post('/api/forgot-password', { email: DEMO.hrChief.email });
    const unknown = await client(ctx).post('/api/forgot-password', { email: 'ghost@zerg.pe' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mail = await lastMailTo(DEMO.hrChief.email);
    expect(mail?.subject).toBe('Restablezca su contraseña de Zerg Back Office');
    expect(mail?.text).toContain('http://localhost:3000/reset-password?token=');
    expect(await lastMailTo('ghost@zerg.pe')).toBeUndefined();
  });

  it('enforces the special password and the confirmation rules', async () => {
    await client(ctx).post('/api/forgot-password', { email: DEMO.operations.email });
    const token = tokenOf((await lastMailTo(DEMO.operations.email))?.text ?? '');
    const weak = await client(ctx).post('/api/reset-password', {
      token,
      password: 'password',
      passwordConfirmation: 'password',
    });
    expect(weak.status).toBe(400);
    expect((weak.body as { errors: Record<string, string[]> }).errors.password).toEqual([
      'The password needs at least 8 characters with a lowercase letter, an uppercase letter, a digit and one of @$!%*?&',
    ]);
    const mismatch = await client(ctx).post('/api/reset-password', {
      token,
      password: 'NewPass123!',
      passwordConfirmation: 'NewPass123?',
    });
    expect(mismatch.status).toBe(400);
    expect((mismatch.body as { errors: Record<string, string[]> }).errors.passwordConfirmation).toEqual([
      'The passwords do not match',
    ]);
  });

  it('sets the new password once, ends old sessions, and refuses the link a second time', async () => {
    const before = await login(ctx, DEMO.operations);
    await client(ctx).post('/api/forgot-password', { email: DEMO.operations.email });
    const token = tokenOf((await lastMailTo(DEMO.operations.email))?.text ?? '');
    const body = { token, password: 'NewPass123!', passwordConfirmation: 'NewPass123!' };
    expect((await client(ctx).post('/api/reset-password', body)).status).toBe(200);
    expect((await client(ctx, before.accessToken).post('/api/user/get-profile-user')).status).toBe(401);
    expect((await client(ctx).post('/api/login', DEMO.operations)).status).toBe(401);
    expect(
      (await client(ctx).post('/api/login', { email: DEMO.operations.email, password: 'NewPass123!' }))
        .status,
    ).toBe(200);
    const again = await client(ctx).post('/api/reset-password', body);
    expect(again.status).toBe(400);
    expect((again.body as { code: string }).code).toBe('INVALID_RESET_TOKEN');
  });

  it('refuses a link older than 30 minutes and an older link once a newer one is sent', async () => {
    await client(ctx).post('/api/forgot-password', { email: DEMO.driver.email });
    const old = tokenOf((await lastMailTo(DEMO.driver.email))?.text ?? '');
    await client(ctx).post('/api/forgot-password', { email: DEMO.driver.email });
    const newer = tokenOf((await lastMailTo(DEMO.driver.email))?.text ?? '');
    const body = { password: 'Driver123!', passwordConfirmation: 'Driver123!' };
    expect((await client(ctx).post('/api/reset-password', { ...body, token: old })).status).toBe(400);
    await ctx.database.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 minute' where used_at is null`,
    );
    expect((await client(ctx).post('/api/reset-password', { ...body, token: newer })).status).toBe(400);
  });
});

describe('first administrator on an empty database', () => {
  it('is asked for once, then refused', async () => {
    expect((await client(ctx).get('/api/setup/status')).body).toEqual({ needsSetup: false });
    const early = await client(ctx).post('/api/setup/first-admin', {
      email: 'boss@zerg.pe',
      fullName: 'Jefe',
      password: 'Boss1234!',
      passwordConfirmation: 'Boss1234!',
    });
    expect(early.status).toBe(409);
    expect((early.body as { code: string }).code).toBe('SETUP_ALREADY_DONE');

    // Every row that names a user goes too: the database is as empty as a new installation's.
    await ctx.database.db.execute(sql`truncate users cascade`);
    expect((await client(ctx).get('/api/setup/status')).body).toEqual({ needsSetup: true });
    const created = await client(ctx).post('/api/setup/first-admin', {
      email: 'boss@zerg.pe',
      fullName: 'Jefe',
      password: 'Boss1234!',
      passwordConfirmation: 'Boss1234!',
    });
    expect(created.status).toBe(200);
    const session = created.body as { accessToken: string; userData: { arr_sections: unknown[] } };
    expect(session.userData.arr_sections.length).toBeGreaterThan(30);
    expect((await client(ctx, session.accessToken).post('/api/user/list', {})).status).toBe(200);
    expect((await client(ctx).get('/api/setup/status')).body).toEqual({ needsSetup: false });
  });
});
