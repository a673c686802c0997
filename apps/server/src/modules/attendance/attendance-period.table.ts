import { date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';

/**
 * A month whose payroll is approved: its attendance may no longer change (409). Payroll closes a
 * month through the attendance module's public entry; `month` is the first day of the month.
 */
export const attendanceClosedMonths = pgTable('attendance_closed_months', {
  month: date('month', { mode: 'string' }).primaryKey(),
  closedBy: integer('closed_by').references(() => actors.id),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The company's attendance rules, one row (id 1); payroll settings' General tab edits it. */
export const attendanceSettings = pgTable('attendance_settings', {
  id: integer('id').primaryKey().default(1),
  lateToleranceMinutes: integer('late_tolerance_minutes').notNull().default(5),
  updatedBy: integer('updated_by').references(() => actors.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
