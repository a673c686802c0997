import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { campuses } from '../catalog/index.ts';

/**
 * A kiosk an administrator registered: the only browser that may obtain the rotating attendance
 * code of its campus. Its token is shown once at registration; only its SHA-256 is kept, so a copy
 * of the database mints no codes. A revoked device stays, with who revoked it, for the marks that
 * name it.
 */
export const attendanceKioskDevices = pgTable(
  'attendance_kiosk_devices',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    tokenHash: text('token_hash').notNull(),
    tokenHint: text('token_hint').notNull(),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => actors.id),
  },
  (t) => [
    uniqueIndex('attendance_kiosk_devices_token_idx').on(t.tokenHash),
    index('attendance_kiosk_devices_campus_idx').on(t.campusId),
  ],
);
