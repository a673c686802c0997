import { PERSONAL_TYPES } from '@zerg/shared';
import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { companies } from '../references/index.ts';

/**
 * A month whose payroll is approved for one company's staff (administrative or operations, as the
 * run): the attendance of that staff may no longer change (409). Payroll closes and reopens it
 * through the attendance module's public entry; `month` is the first day of the month.
 */
export const attendanceClosedMonths = pgTable(
  'attendance_closed_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    personalType: text('personal_type', { enum: PERSONAL_TYPES }).notNull(),
    closedBy: integer('closed_by').references(() => actors.id),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.month, t.companyId, t.personalType] })],
);

/** The company's attendance rules, one row (id 1); payroll settings' General tab edits it. */
export const attendanceSettings = pgTable('attendance_settings', {
  id: integer('id').primaryKey().default(1),
  lateToleranceMinutes: integer('late_tolerance_minutes').notNull().default(5),
  updatedBy: integer('updated_by').references(() => actors.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
