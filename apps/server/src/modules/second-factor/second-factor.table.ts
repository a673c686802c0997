import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../users/index.ts';

/**
 * A user's TOTP key (RFC 6238), sealed under SECRETS_KEY. `confirmed_at` null: enrolment started
 * but no code proved the app holds the key yet, so it does not count. `last_step` is the last
 * 30-second step accepted, so a code is never accepted twice.
 */
export const userSecondFactors = pgTable('user_second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes: only their SHA-256 is kept; `used_at` set once. */
export const secondFactorRecoveryCodes = pgTable(
  'second_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('second_factor_recovery_codes_user_idx').on(t.userId)],
);

/** Browsers (or API clients) that passed the factor and asked to be trusted; only the token's hash. */
export const secondFactorTrustedDevices = pgTable(
  'second_factor_trusted_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('second_factor_trusted_devices_user_idx').on(t.userId)],
);

/** The company's security settings: one row (id 1). */
export const securitySettings = pgTable(
  'security_settings',
  {
    id: integer('id').primaryKey().default(1),
    requireSecondFactorForEveryone: boolean('require_second_factor_for_everyone').notNull().default(false),
    trustedDeviceDays: integer('trusted_device_days').notNull().default(30),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('security_settings_single_row', sql`${t.id} = 1`),
    check('security_settings_trusted_days', sql`${t.trustedDeviceDays} between 0 and 90`),
  ],
);
