import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from './user.table.ts';

/** What signing in checks: the stored hash and whether the account may sign in. */
export const findCredentials = async (db: DbOrTx, email: string) => {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
};

/** An active account by email, with what a mail to it needs. */
export const findActiveUserByEmail = async (db: DbOrTx, email: string) => {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, language: users.language })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.isActive, true)));
  return row ?? null;
};

export const countUsers = async (db: DbOrTx): Promise<number> => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
};

/** Stores a new password hash; the caller ends the sessions that must end (`revokeSessions`). */
export const setPassword = async (db: DbOrTx, userId: number, passwordHash: string) => {
  const [row] = await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email });
  return row ?? null;
};

export type NewUser = typeof users.$inferInsert;

/** Inserts an account; its access is written with `writeUserAccess`. */
export const insertUser = async (db: DbOrTx, user: NewUser): Promise<number> => {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return row.id;
};
