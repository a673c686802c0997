import type { TLoginResponse } from '@zerg/shared';
import { and, eq, gt, gte, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { createPasswordThrottle } from '../../platform/auth/password-throttle.ts';
import { hashToken, newOpaqueToken } from '../../platform/auth/tokens.ts';
import type { Deps, RequestOrigin } from '../../platform/deps.ts';
import { unauthorized } from '../../platform/errors/app-error.ts';
import { createSecondFactorService } from '../second-factor/index.ts';
import { buildUserData, openSession, sessionById } from '../users/index.ts';
import { createSecondFactorSignIn } from './second-factor-sign-in.ts';
import { refreshTokens } from './session.table.ts';

export const asActor = (origin: RequestOrigin, userId: number | null) => ({
  user: userId === null ? null : { id: userId },
  ip: origin.ip,
  requestId: origin.requestId,
});

/** What the sign-in use cases share: sessions and their tokens, the password throttle, the second factor. */
export const authContext = ({ config, db, signer, mail }: Deps) => {
  const issueRefreshToken = async (
    tx: DbOrTx,
    sessionId: string,
    sessionExpiresAt: Date,
    token: string = newOpaqueToken(),
  ) => {
    const expiresAt = new Date(
      Math.min(Date.now() + config.refreshTokenTtl * 1000, sessionExpiresAt.getTime()),
    );
    await tx.insert(refreshTokens).values({ sessionId, tokenHash: hashToken(token), expiresAt });
    return token;
  };

  const respond = async (tx: DbOrTx, userId: number, sessionId: string, refreshToken: string) => ({
    userData: await buildUserData(tx, userId),
    accessToken: await signer.sign({ userId, sessionId }),
    refreshToken,
  });

  const startSession = (tx: DbOrTx, userId: number, origin: RequestOrigin): Promise<TLoginResponse> =>
    (async () => {
      const expiresAt = new Date(Date.now() + config.sessionMaxAge * 1000);
      const sessionId = await openSession(tx, userId, {
        expiresAt,
        ip: origin.ip,
        userAgent: origin.userAgent,
      });
      const refreshToken = await issueRefreshToken(tx, sessionId, expiresAt);
      await recordAudit(tx, asActor(origin, userId), {
        action: 'login',
        entity: 'session',
        entityId: sessionId,
      });
      return respond(tx, userId, sessionId, refreshToken);
    })();

  const throttle = createPasswordThrottle(db, config.throttle);
  const factor = createSecondFactorService({ db });
  const secondFactor = createSecondFactorSignIn({
    db,
    jwtSecret: config.jwtSecret,
    factor,
    throttle,
    startSession,
  });

  const failLogin = async (email: string, origin: RequestOrigin, userId: number | null) => {
    await recordAudit(db, asActor(origin, null), {
      action: 'login_failed',
      entity: 'user',
      entityId: userId,
      after: { email },
    });
    // Each further failure answers a little later, before the block refuses outright.
    await throttle.fail(email, origin.ip);
    return unauthorized('INVALID_CREDENTIALS');
  };

  /**
   * A used refresh token still counts within the grace window when its successor is live and unused:
   * two tabs refreshing at the same moment then share one new token instead of ending the session.
   */
  const withinGrace = async (tx: DbOrTx, tokenId: string, sessionId: string, successor: string) => {
    if (config.refreshReuseGrace <= 0) return false;
    const since = new Date(Date.now() - config.refreshReuseGrace * 1000);
    const [used] = await tx
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.id, tokenId), gte(refreshTokens.usedAt, since)));
    if (!used) return false;
    const [next] = await tx
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.tokenHash, hashToken(successor)),
          eq(refreshTokens.sessionId, sessionId),
          isNull(refreshTokens.usedAt),
          gt(refreshTokens.expiresAt, new Date()),
        ),
      );
    if (!next) return false;
    const session = await sessionById(tx, sessionId);
    return session !== undefined && session.revokedAt === null;
  };

  return {
    config,
    db,
    signer,
    mail,
    issueRefreshToken,
    respond,
    startSession,
    throttle,
    secondFactor,
    failLogin,
    withinGrace,
  };
};

export type AuthContext = ReturnType<typeof authContext>;
