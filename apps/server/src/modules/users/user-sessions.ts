import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { publishAccessChange } from '../../platform/realtime/realtime-bus.ts';
import { users } from './user.table.ts';
import { authSessions } from './user-session.table.ts';

export type RevokeReason = NonNullable<(typeof authSessions.$inferSelect)['revokeReason']>;

/** One session (logout, a reused refresh token), or every live session of a user but `keep`. */
export type SessionTarget = { sessionId: string } | { userId: number; keep?: string };

/**
 * Ends live sessions: the next request or refresh on them answers 401. The one way to revoke, used
 * by logout, refresh-token reuse, password change and reset, and user deactivation. Their real-time
 * sockets, on every app instance, are closed when the transaction commits.
 */
export const revokeSessions = async (db: DbOrTx, target: SessionTarget, reason: RevokeReason) => {
  const which =
    'sessionId' in target
      ? eq(authSessions.id, target.sessionId)
      : and(
          eq(authSessions.userId, target.userId),
          target.keep ? ne(authSessions.id, target.keep) : undefined,
        );
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(and(which, isNull(authSessions.revokedAt)))
    .returning({ userId: authSessions.userId });
  await publishAccessChange(
    db,
    ended.map((s) => s.userId),
  );
};

/** Starts a session for a user who just proved who they are, and records the sign-in time. */
export const openSession = async (
  tx: DbOrTx,
  userId: number,
  session: { expiresAt: Date; ip: string; userAgent: string | undefined },
): Promise<string> => {
  const [row] = await tx
    .insert(authSessions)
    .values({
      userId,
      expiresAt: session.expiresAt,
      ip: session.ip,
      userAgent: session.userAgent?.slice(0, 300),
    })
    .returning({ id: authSessions.id });
  if (!row) throw new Error('session insert returned nothing');
  await tx.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
  return row.id;
};
