import type { TForgotPasswordBody, TResetPasswordBody } from '@zerg/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { blockedFor, clearFailures, recordFailure } from '../../platform/auth/password-throttle.ts';
import { hashToken, newOpaqueToken } from '../../platform/auth/tokens.ts';
import type { RequestOrigin } from '../../platform/deps.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { findActiveUserByEmail, revokeSessions, setPassword } from '../users/index.ts';
import { type AuthContext, asActor } from './auth-context.ts';
import { passwordResets } from './session.table.ts';

const RESET_TTL_MS = 30 * 60 * 1000;
const RESET_REQUESTS_PER_WINDOW = 3;

/**
 * Answers alike for known and unknown addresses, in content and in time: both paths look the
 * address up, count the request, hash a token and write in one transaction (the unknown one only
 * its audit entry); the SMTP send, the one slow step, happens after the answer.
 */
export const forgotPassword =
  ({ db, config, mail }: AuthContext) =>
  async (body: TForgotPasswordBody, origin: RequestOrigin): Promise<void> => {
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
  };

/** A new password with a reset token, which ends every session of the user. */
export const resetPassword =
  ({ db }: AuthContext) =>
  async (body: TResetPasswordBody, origin: RequestOrigin): Promise<void> => {
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
  };
