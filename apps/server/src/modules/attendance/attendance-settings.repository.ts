import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { attendanceSettings } from './attendance-period.table.ts';

/** The tolerance before the settings row is first saved (the column's default). */
export const DEFAULT_LATE_TOLERANCE = 5;
const ROW_ID = 1;

export const readLateTolerance = async (db: DbOrTx): Promise<number> => {
  const [row] = await db
    .select({ minutes: attendanceSettings.lateToleranceMinutes })
    .from(attendanceSettings)
    .where(eq(attendanceSettings.id, ROW_ID));
  return row?.minutes ?? DEFAULT_LATE_TOLERANCE;
};

export const readAttendanceSettings = async (db: DbOrTx) => {
  const [row] = await db
    .select({
      lateToleranceMinutes: attendanceSettings.lateToleranceMinutes,
      updatedAt: attendanceSettings.updatedAt,
      updatedByName: actors.fullName,
    })
    .from(attendanceSettings)
    .leftJoin(actors, eq(actors.id, attendanceSettings.updatedBy))
    .where(eq(attendanceSettings.id, ROW_ID));
  return {
    lateToleranceMinutes: row?.lateToleranceMinutes ?? DEFAULT_LATE_TOLERANCE,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedByName: row?.updatedByName ?? null,
  };
};

/** Writes the one settings row, locking it first so two saves apply one after the other. */
export const writeLateTolerance = async (db: DbOrTx, minutes: number, userId: number) => {
  await db
    .insert(attendanceSettings)
    .values({ id: ROW_ID, lateToleranceMinutes: minutes, updatedBy: userId, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: attendanceSettings.id,
      set: { lateToleranceMinutes: minutes, updatedBy: userId, updatedAt: new Date() },
    });
};
