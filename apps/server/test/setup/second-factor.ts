import type { TSecondFactorChallenge, TSecondFactorLoginResponse, TSecondFactorSetup } from '@zerg/shared';
import { decodeJwt } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { unseal } from '../../src/platform/crypto/secret-box.ts';
import type { TestContext } from './test-app.ts';

type Call = (url: string, body: unknown) => Promise<{ status: number; body: unknown }>;

/** The code an authenticator app shows now for `secret` (base32), with the server's library. */
export const totpCode = (secret: string, timestamp = Date.now()): string =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

/** The user's stored key, read back as the server reads it. */
export const storedSecret = async (ctx: TestContext, userId: number): Promise<string> => {
  const { rows } = await ctx.database.pool.query<{ secret_sealed: string }>(
    'select secret_sealed from user_second_factors where user_id = $1',
    [userId],
  );
  if (!rows[0]) throw new Error(`user ${userId} has no second factor`);
  return unseal(rows[0].secret_sealed).toString('utf8');
};

const expectOk = (what: string, res: { status: number; body: unknown }) => {
  if (res.status !== 200) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

/**
 * Completes a sign-in that answered a second-factor challenge, as a person with the app would:
 * enrols on `setup`, or types the current code on `totp`. Tests sign the same user in many times a
 * second, more often than there are 30-second steps, so before a code the user's last accepted step
 * is forgotten (the replay rule itself is tested in second-factor.test.ts).
 */
export const completeSecondFactor = async (
  ctx: TestContext,
  post: Call,
  answer: TSecondFactorChallenge,
): Promise<TSecondFactorLoginResponse> => {
  const { challenge } = answer;
  if (answer.secondFactor === 'setup') {
    const setup = expectOk('setup', await post('/api/login/second-factor/setup', { challenge }));
    const code = totpCode((setup as TSecondFactorSetup).secret);
    const done = await post('/api/login/second-factor/confirm', { challenge, code });
    return expectOk('enrolment', done) as TSecondFactorLoginResponse;
  }
  const userId = Number(decodeJwt(challenge).sub);
  await ctx.database.pool.query('update user_second_factors set last_step = null where user_id = $1', [
    userId,
  ]);
  const code = totpCode(await storedSecret(ctx, userId));
  return expectOk(
    'code',
    await post('/api/login/second-factor', { challenge, code }),
  ) as TSecondFactorLoginResponse;
};
