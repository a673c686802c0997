import type {
  TLoginAnswer,
  TLoginResponse,
  TSecondFactorChallengeBody,
  TSecondFactorLoginResponse,
  TSecondFactorSetup,
  TSecondFactorVerifyBody,
} from '@zerg/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import {
  CHALLENGE_TTL_SECONDS,
  type ChallengeStep,
  createChallengeSigner,
} from '../../platform/auth/challenge.ts';
import type { PasswordThrottle } from '../../platform/auth/password-throttle.ts';
import type { RequestOrigin } from '../../platform/deps.ts';
import { badRequest, tooManyAttempts, unauthorized } from '../../platform/errors/app-error.ts';
import type { SecondFactorService } from '../second-factor/index.ts';
import { usersById } from '../users/index.ts';

type Parts = {
  db: Db;
  jwtSecret: string;
  factor: SecondFactorService;
  throttle: PasswordThrottle;
  startSession: (tx: DbOrTx, userId: number, origin: RequestOrigin) => Promise<TLoginResponse>;
};

const asActor = (origin: RequestOrigin, userId: number) => ({
  user: { id: userId },
  ip: origin.ip,
  requestId: origin.requestId,
});

/**
 * Sign-in for users who need a second factor (RFC 6238 TOTP): a right password gives no tokens but
 * a five-minute challenge, which a code (or a recovery code, or enrolment first) turns into a
 * session. Wrong codes count in the sign-in throttle of the account and the address, and the
 * account's failures are cleared only once the factor is done, so a known password does not
 * reopen guessing.
 */
export const createSecondFactorSignIn = ({ db, jwtSecret, factor, throttle, startSession }: Parts) => {
  const challenges = createChallengeSigner(jwtSecret);

  /** The challenge's user, when the challenge is valid for `step` and the account still active. */
  const holderOf = async (challenge: string, step: ChallengeStep) => {
    const claims = await challenges.verify(challenge);
    if (!claims || claims.step !== step) throw unauthorized('SECOND_FACTOR_CHALLENGE_EXPIRED');
    const user = (await usersById(db, [claims.userId])).get(claims.userId);
    if (!user?.isActive) throw unauthorized('SECOND_FACTOR_CHALLENGE_EXPIRED');
    return user;
  };

  const checkThrottle = async (email: string, origin: RequestOrigin) => {
    const wait = await throttle.blockedFor(email, origin.ip);
    if (wait > 0) throw tooManyAttempts(wait);
  };

  const failCode = async (user: { id: number; email: string }, origin: RequestOrigin) => {
    await recordAudit(db, asActor(origin, user.id), {
      action: 'second_factor_failed',
      entity: 'user',
      entityId: user.id,
    });
    await throttle.fail(user.email, origin.ip);
    return badRequest('INVALID_SECOND_FACTOR_CODE', { code: ['errors.INVALID_SECOND_FACTOR_CODE'] });
  };

  const withDevice = async (tx: DbOrTx, userId: number, trust: boolean | undefined) =>
    trust ? { deviceToken: await factor.trust(tx, userId) } : {};

  return {
    /** After a right password: tokens, or the challenge the factor needs. */
    afterPassword: async (
      userId: number,
      email: string,
      origin: RequestOrigin,
      deviceToken: string | undefined,
    ): Promise<TLoginAnswer> => {
      const gate = await factor.gate(userId);
      if (gate === 'none' || (gate === 'totp' && (await factor.isTrusted(userId, deviceToken)))) {
        await throttle.succeed(email);
        return db.transaction((tx) => startSession(tx, userId, origin));
      }
      return {
        secondFactor: gate,
        challenge: await challenges.sign({ userId, step: gate }),
        expiresIn: CHALLENGE_TTL_SECONDS,
      };
    },

    setup: async (body: TSecondFactorChallengeBody): Promise<TSecondFactorSetup> => {
      const user = await holderOf(body.challenge, 'setup');
      return factor.startSetup(user.id);
    },

    confirm: async (
      body: TSecondFactorVerifyBody,
      origin: RequestOrigin,
    ): Promise<TSecondFactorLoginResponse> => {
      const user = await holderOf(body.challenge, 'setup');
      await checkThrottle(user.email, origin);
      const done = await db.transaction(async (tx) => {
        const recoveryCodes = await factor.confirmSetup(tx, origin, user.id, body.code);
        if (!recoveryCodes) return null;
        const session = await startSession(tx, user.id, origin);
        return { ...session, recoveryCodes, ...(await withDevice(tx, user.id, body.trustDevice)) };
      });
      if (!done) throw await failCode(user, origin);
      await throttle.succeed(user.email);
      return done;
    },

    verify: async (
      body: TSecondFactorVerifyBody,
      origin: RequestOrigin,
    ): Promise<TSecondFactorLoginResponse> => {
      const user = await holderOf(body.challenge, 'totp');
      await checkThrottle(user.email, origin);
      const done = await db.transaction(async (tx) => {
        if (!(await factor.verify(tx, origin, user.id, body.code))) return null;
        const session = await startSession(tx, user.id, origin);
        return { ...session, ...(await withDevice(tx, user.id, body.trustDevice)) };
      });
      if (!done) throw await failCode(user, origin);
      await throttle.succeed(user.email);
      return done;
    },
  };
};
