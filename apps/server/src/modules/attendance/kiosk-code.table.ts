import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { employees } from '../employees/index.ts';

/**
 * Kiosk codes already used, per employee: the primary key refuses a replay even when two
 * requests with the same code race. A code lives 35 seconds, so rows older than that only wait
 * to be pruned (the kiosk prunes when it asks for a new code).
 */
export const attendanceKioskCodesUsed = pgTable(
  'attendance_kiosk_codes_used',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.code] }),
    index('attendance_kiosk_codes_used_at_idx').on(t.usedAt),
  ],
);
