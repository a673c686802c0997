import { MARK_KINDS, MARK_METHODS } from '@zerg/shared';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { campuses } from '../catalog/index.ts';
import { employees } from '../employees/index.ts';
import { attendanceKioskDevices } from './kiosk-device.table.ts';

/**
 * One mark, stamped with the server's clock. Marks are never updated or deleted: a correction is a
 * new manual mark whose `supersedes_id` names the mark it replaces. `work_date` is the day the mark
 * counts on (a night shift's exit after midnight counts on the day the shift started).
 */
export const attendanceMarks = pgTable(
  'attendance_marks',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: MARK_KINDS }).notNull(),
    method: text('method', { enum: MARK_METHODS }).notNull(),
    campusId: integer('campus_id').references(() => campuses.id),
    device: text('device'),
    /** The registered kiosk that issued the code the employee scanned, or that read their card. */
    kioskDeviceId: integer('kiosk_device_id').references(() => attendanceKioskDevices.id),
    reason: text('reason'),
    supersedesId: integer('supersedes_id'),
    recordedBy: integer('recorded_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attendance_marks_employee_day_idx').on(t.employeeId, t.workDate),
    index('attendance_marks_day_idx').on(t.workDate),
    index('attendance_marks_supersedes_idx').on(t.supersedesId),
  ],
);
