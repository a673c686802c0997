import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  secondFactorRecoveryCodes as codes,
  secondFactorTrustedDevices as devices,
  userSecondFactors as factors,
  securitySettings,
} from './second-factor.table.ts';

export const findFactor = async (db: DbOrTx, userId: number) => {
  const [row] = await db.select().from(factors).where(eq(factors.userId, userId));
  return row ?? null;
};

/** Starts (or restarts) an enrolment; a confirmed key is never overwritten here. */
export const savePendingSecret = async (tx: DbOrTx, userId: number, secretSealed: string) => {
  const rows = await tx
    .insert(factors)
    .values({ userId, secretSealed })
    .onConflictDoUpdate({
      target: factors.userId,
      set: { secretSealed, lastStep: null, createdAt: sql`now()` },
      setWhere: isNull(factors.confirmedAt),
    })
    .returning({ userId: factors.userId });
  return rows.length > 0;
};

/**
 * Takes `step` as the last accepted one only when it is later than the last: two requests with one
 * code cannot both win, whatever their timing. `confirm` also completes a pending enrolment.
 */
export const claimStep = async (tx: DbOrTx, userId: number, step: number, confirm: boolean) => {
  const rows = await tx
    .update(factors)
    .set({ lastStep: step, ...(confirm ? { confirmedAt: sql`now()` } : {}) })
    .where(
      and(
        eq(factors.userId, userId),
        confirm ? isNull(factors.confirmedAt) : isNotNull(factors.confirmedAt),
        or(isNull(factors.lastStep), lt(factors.lastStep, step)),
      ),
    )
    .returning({ userId: factors.userId });
  return rows.length > 0;
};

export const replaceRecoveryCodes = async (tx: DbOrTx, userId: number, hashes: string[]) => {
  await tx.delete(codes).where(eq(codes.userId, userId));
  await tx.insert(codes).values(hashes.map((codeHash) => ({ userId, codeHash })));
};

/** Marks the code used; false when it is unknown or already used. */
export const useRecoveryCode = async (tx: DbOrTx, userId: number, codeHash: string) => {
  const rows = await tx
    .update(codes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(codes.userId, userId), eq(codes.codeHash, codeHash), isNull(codes.usedAt)))
    .returning({ id: codes.id });
  return rows.length > 0;
};

export const recoveryCodesLeft = async (db: DbOrTx, userId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(codes)
    .where(and(eq(codes.userId, userId), isNull(codes.usedAt)));
  return row?.n ?? 0;
};

/** Forgets the key, the recovery codes and every trusted device: the next sign-in enrols again. */
export const removeFactor = async (tx: DbOrTx, userId: number) => {
  const removed = await tx.delete(factors).where(eq(factors.userId, userId)).returning();
  await tx.delete(codes).where(eq(codes.userId, userId));
  await tx.delete(devices).where(eq(devices.userId, userId));
  return removed.length > 0;
};

export const trustDevice = async (tx: DbOrTx, userId: number, tokenHash: string, days: number) => {
  await tx.insert(devices).values({
    userId,
    tokenHash,
    expiresAt: sql`now() + make_interval(days => ${days})`,
  });
};

export const isTrustedDevice = async (db: DbOrTx, userId: number, tokenHash: string) => {
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(
      and(eq(devices.userId, userId), eq(devices.tokenHash, tokenHash), gt(devices.expiresAt, sql`now()`)),
    );
  return row !== undefined;
};

const DEFAULTS = { requireSecondFactorForEveryone: false, trustedDeviceDays: 30 };

export const readSecuritySettings = async (db: DbOrTx) => {
  const [row] = await db
    .select({
      requireSecondFactorForEveryone: securitySettings.requireSecondFactorForEveryone,
      trustedDeviceDays: securitySettings.trustedDeviceDays,
    })
    .from(securitySettings)
    .where(eq(securitySettings.id, 1));
  return row ?? DEFAULTS;
};

export const writeSecuritySettings = async (
  tx: DbOrTx,
  values: typeof DEFAULTS,
  updatedBy: number,
): Promise<void> => {
  const set = { ...values, updatedBy, updatedAt: sql`now()` };
  await tx
    .insert(securitySettings)
    .values({ id: 1, ...set })
    .onConflictDoUpdate({ target: securitySettings.id, set });
};
