import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed sign-in counters per account and per address; kept in the database so every instance agrees. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});
