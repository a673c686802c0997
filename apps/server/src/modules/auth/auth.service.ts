import type {
  TFirstAdminBody,
  TForgotPasswordBody,
  TLoginAnswer,
  TLoginBody,
  TLoginResponse,
  TResetPasswordBody,
} from '@zerg/shared';
import { MODULES, SECTIONS } from '@zerg/shared';
import { and, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import {
  blockedFor,
  clearFailures,
  createPasswordThrottle,
  recordFailure,
} from '../../platform/auth/password-throttle.ts';
import { hashToken, newOpaqueToken } from '../../platform/auth/tokens.ts';
import type { Deps, RequestOrigin } from '../../platform/deps.ts';
import {
  badRequest,
  conflict,
  forbidden,
  tooManyAttempts,
  unauthorized,
} from '../../platform/errors/app-error.ts';
import { ensureCampus, ensureRoleWithAccess } from '../catalog/index.ts';
import { createSecondFactorService } from '../second-factor/index.ts';
import {
  authSessions,
  buildUserData,
  countUsers,
  describeAccess,
  findActiveUserByEmail,
  findCredentials,
  insertUser,
  loadUserAccess,
  openSession,
  revokeSessions,
  setPassword,
  users,
  writeUserAccess,
} from '../users/index.ts';
import { createSecondFactorSignIn } from './second-factor-sign-in.ts';
import { passwordResets, refreshTokens } from './session.table.ts';

const RESET_TTL_MS = 30 * 60 * 1000;
const RESET_REQUESTS_PER_WINDOW = 3;

const asActor = (origin: RequestOrigin, userId: number | null) => ({
  user: userId === null ? null : { id: userId },
  ip: origin.ip,
  requestId: origin.requestId,
});

export const createAuthService = ({ config, db, signer, mail }: Deps) => {
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
      .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
      .where(
        and(
          eq(refreshTokens.tokenHash, hashToken(successor)),
          eq(refreshTokens.sessionId, sessionId),
          isNull(refreshTokens.usedAt),
          gt(refreshTokens.expiresAt, new Date()),
          isNull(authSessions.revokedAt),
        ),
      );
    return next !== undefined;
  };

  return {
    /** Seconds a refresh token lives unused: the web's refresh cookie lasts as long. */
    refreshTokenTtl: config.refreshTokenTtl,

    /** Tokens, or a second-factor challenge (`second-factor-sign-in.ts`) for a user who needs one. */
    login: async (body: TLoginBody, origin: RequestOrigin, deviceToken?: string): Promise<TLoginAnswer> => {
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
    },

    secondFactorSetup: secondFactor.setup,
    secondFactorConfirm: secondFactor.confirm,
    secondFactorVerify: secondFactor.verify,

    refresh: async (refreshToken: string, origin: RequestOrigin): Promise<TLoginResponse> => {
      const [found] = await db
        .select({
          tokenId: refreshTokens.id,
          tokenExpiresAt: refreshTokens.expiresAt,
          sessionId: authSessions.id,
          sessionExpiresAt: authSessions.expiresAt,
          revokedAt: authSessions.revokedAt,
          userId: users.id,
          isActive: users.isActive,
        })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
      if (!found) throw unauthorized('INVALID_REFRESH_TOKEN');
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
    },

    logout: async (actor: Actor): Promise<void> => {
      await db.transaction(async (tx) => {
        await revokeSessions(tx, { sessionId: actor.user.sessionId }, 'logout');
        await recordAudit(tx, actor, { action: 'logout', entity: 'session', entityId: actor.user.sessionId });
      });
    },

    /**
     * Answers alike for known and unknown addresses, in content and in time: both paths look the
     * address up, count the request, hash a token and write in one transaction (the unknown one only
     * its audit entry); the SMTP send, the one slow step, happens after the answer.
     */
    forgotPassword: async (body: TForgotPasswordBody, origin: RequestOrigin): Promise<void> => {
      const user = await findActiveUserByEmail(db, body.email);
      // Caps mails per address without telling the caller anything different.
      const key = `reset:${body.email}`;
      if ((await blockedFor(db, [key])) > 0) return;
      await recordFailure(db, key, RESET_REQUESTS_PER_WINDOW, config.throttle.blockSeconds);
      const token = newOpaqueToken();
      const tokenHash = hashToken(token);
      await db.transaction(async (tx) => {
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, user?.id ?? 0), isNull(passwordResets.usedAt)));
        await recordAudit(tx, asActor(origin, user?.id ?? null), {
          action: 'password_reset_requested',
          entity: 'user',
          entityId: user?.id ?? null,
          ...(user ? {} : { after: { email: body.email, known: false } }),
        });
        if (!user) return;
        await tx.insert(passwordResets).values({
          userId: user.id,
          tokenHash,
          expiresAt: new Date(Date.now() + RESET_TTL_MS),
        });
        const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
        // The queue worker delivers it after commit; the answer never waits for the mail server.
        await mail.sendEvent(
          tx,
          'password.reset',
          { name: user.fullName, link },
          { to: [{ email: user.email, language: user.language }] },
        );
      });
    },

    resetPassword: async (body: TResetPasswordBody, origin: RequestOrigin): Promise<void> => {
      const passwordHash = await hashPassword(body.password);
      const done = await db.transaction(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, hashToken(body.token)),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResets.userId });
        if (!reset) return null;
        const user = await setPassword(tx, reset.userId, passwordHash);
        await revokeSessions(tx, { userId: reset.userId }, 'password_change');
        await recordAudit(tx, asActor(origin, reset.userId), {
          action: 'password_reset',
          entity: 'user',
          entityId: reset.userId,
        });
        return user ?? null;
      });
      if (!done) throw badRequest('INVALID_RESET_TOKEN', { token: ['errors.INVALID_RESET_TOKEN'] });
      await clearFailures(db, `email:${done.email.toLowerCase()}`);
    },

    accessForEmail: async (actor: Actor, email: string) => {
      if (email.trim().toLowerCase() !== actor.user.email.toLowerCase()) throw forbidden('ROW_NOT_ALLOWED');
      const { arr_modules, arr_sections } = describeAccess(await loadUserAccess(db, actor.user.id));
      return { arr_modules, arr_sections };
    },

    needsSetup: async (): Promise<boolean> => (await countUsers(db)) === 0,

    /** Production starts with no user: the first visitor creates the administrator, once. */
    createFirstAdmin: async (body: TFirstAdminBody, origin: RequestOrigin): Promise<TLoginResponse> => {
      const passwordHash = await hashPassword(body.password);
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(4242001)`);
        if ((await countUsers(tx)) > 0) throw conflict('SETUP_ALREADY_DONE');
        const everything = { modules: MODULES.map((m) => m.id), sections: SECTIONS.map((s) => s.id) };
        const roleId = await ensureRoleWithAccess(tx, 'Administrador', everything);
        const campusId = await ensureCampus(tx, { name: 'Sede principal', city: 'Lima' });
        const user = {
          id: await insertUser(tx, {
            email: body.email,
            fullName: body.fullName,
            passwordHash,
            roleId,
            campusId,
          }),
        };
        await writeUserAccess(tx, user.id, everything);
        await recordAudit(tx, asActor(origin, user.id), {
          action: 'create',
          entity: 'user',
          entityId: user.id,
          after: { email: body.email, fullName: body.fullName, setup: true },
        });
        return startSession(tx, user.id, origin);
      });
    },
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
