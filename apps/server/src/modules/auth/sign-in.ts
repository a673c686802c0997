import type { TLoginAnswer, TLoginBody, TLoginResponse } from '@zerg/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { burnPasswordCheck, verifyPassword } from '../../platform/auth/password.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import type { RequestOrigin } from '../../platform/deps.ts';
import { forbidden, tooManyAttempts, unauthorized } from '../../platform/errors/app-error.ts';
import {
  describeAccess,
  findCredentials,
  loadUserAccess,
  revokeSessions,
  sessionById,
  usersById,
} from '../users/index.ts';
import { type AuthContext, asActor } from './auth-context.ts';
import { refreshTokens } from './session.table.ts';

/** Tokens, or a second-factor challenge (`second-factor-sign-in.ts`) for a user who needs one. */
export const login =
  ({ db, throttle, failLogin, secondFactor }: AuthContext) =>
  async (body: TLoginBody, origin: RequestOrigin, deviceToken?: string): Promise<TLoginAnswer> => {
    const wait = await throttle.blockedFor(body.email, origin.ip);
    if (wait > 0) throw tooManyAttempts(wait);
    const user = await findCredentials(db, body.email);
    if (!user) {
      await burnPasswordCheck(body.password);
      throw await failLogin(body.email, origin, null);
    }
    const ok = await verifyPassword(user.passwordHash, body.password);
    if (!ok || !user.isActive) throw await failLogin(body.email, origin, user.id);
    return secondFactor.afterPassword(user.id, body.email, origin, body.deviceToken ?? deviceToken);
  };

/** A new access token for a refresh token, which is used up (rotated) on the way. */
export const refresh =
  ({ db, signer, issueRefreshToken, respond, withinGrace }: AuthContext) =>
  async (refreshToken: string, origin: RequestOrigin): Promise<TLoginResponse> => {
    const [token] = await db
      .select({
        id: refreshTokens.id,
        expiresAt: refreshTokens.expiresAt,
        sessionId: refreshTokens.sessionId,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    const session = token && (await sessionById(db, token.sessionId));
    const user = session && (await usersById(db, [session.userId])).get(session.userId);
    if (!token || !session || !user) throw unauthorized('INVALID_REFRESH_TOKEN');
    const found = {
      tokenId: token.id,
      tokenExpiresAt: token.expiresAt,
      sessionId: session.id,
      sessionExpiresAt: session.expiresAt,
      revokedAt: session.revokedAt,
      userId: user.id,
      isActive: user.isActive,
    };
    const now = Date.now();
    const live =
      !found.revokedAt &&
      found.isActive &&
      found.sessionExpiresAt.getTime() > now &&
      found.tokenExpiresAt.getTime() > now;
    // The successor is derived from the token, so a second request within the grace window can be
    // answered with the very token the first one received.
    const successor = signer.successorOf(refreshToken);
    return db
      .transaction(async (tx) => {
        const claimed = await tx
          .update(refreshTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(refreshTokens.id, found.tokenId), isNull(refreshTokens.usedAt)))
          .returning({ id: refreshTokens.id });
        if (claimed.length === 0) {
          if (live && (await withinGrace(tx, found.tokenId, found.sessionId, successor))) {
            await recordAudit(tx, asActor(origin, found.userId), {
              action: 'refresh_grace',
              entity: 'session',
              entityId: found.sessionId,
            });
            return respond(tx, found.userId, found.sessionId, successor);
          }
          // A used token came back after the grace window: someone holds a copy. End the whole family.
          await revokeSessions(tx, { sessionId: found.sessionId }, 'reuse');
          await recordAudit(tx, asActor(origin, found.userId), {
            action: 'refresh_reuse',
            entity: 'session',
            entityId: found.sessionId,
          });
          return null;
        }
        if (!live) return null;
        await issueRefreshToken(tx, found.sessionId, found.sessionExpiresAt, successor);
        await recordAudit(tx, asActor(origin, found.userId), {
          action: 'refresh',
          entity: 'session',
          entityId: found.sessionId,
        });
        return respond(tx, found.userId, found.sessionId, successor);
      })
      .then((result) => {
        if (!result) throw unauthorized('INVALID_REFRESH_TOKEN');
        return result;
      });
  };

/** Ends the caller's session. */
export const logout =
  ({ db }: AuthContext) =>
  async (actor: Actor): Promise<void> => {
    await db.transaction(async (tx) => {
      await revokeSessions(tx, { sessionId: actor.user.sessionId }, 'logout');
      await recordAudit(tx, actor, { action: 'logout', entity: 'session', entityId: actor.user.sessionId });
    });
  };

/** The caller's own modules and sections (their e-mail must be their own). */
export const accessForEmail =
  ({ db }: AuthContext) =>
  async (actor: Actor, email: string) => {
    if (email.trim().toLowerCase() !== actor.user.email.toLowerCase()) throw forbidden('ROW_NOT_ALLOWED');
    const { arr_modules, arr_sections } = describeAccess(await loadUserAccess(db, actor.user.id));
    return { arr_modules, arr_sections };
  };
