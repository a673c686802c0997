import { ATTENDANCE_STATUSES } from '@zerg/shared';
import { date, index, integer, pgTable, primaryKey, text, time, timestamp } from 'drizzle-orm/pg-core';
import { employees } from '../employees/index.ts';

/**
 * The computed attendance of one employee on one day: written by the daily-status recompute,
 * read by every report. Durations are whole minutes, so sums are exact.
 */
export const attendanceDays = pgTable(
  'attendance_days',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ATTENDANCE_STATUSES }).notNull(),
    scheduledEntry: time('scheduled_entry'),
    scheduledExit: time('scheduled_exit'),
    firstEntryAt: timestamp('first_entry_at', { withTimezone: true }),
    lastExitAt: timestamp('last_exit_at', { withTimezone: true }),
    scheduledMinutes: integer('scheduled_minutes').notNull().default(0),
    workedMinutes: integer('worked_minutes').notNull().default(0),
    lateMinutes: integer('late_minutes').notNull().default(0),
    earlyLeaveMinutes: integer('early_leave_minutes').notNull().default(0),
    overtime25Minutes: integer('overtime_25_minutes').notNull().default(0),
    overtime35Minutes: integer('overtime_35_minutes').notNull().default(0),
    /** The HR-approved justification that changed this day, if any. */
    justificationId: integer('justification_id'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.workDate] }),
    index('attendance_days_date_idx').on(t.workDate, t.status),
  ],
);
