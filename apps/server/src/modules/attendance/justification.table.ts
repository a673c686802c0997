import { JUSTIFICATION_STATUSES, JUSTIFICATION_TYPES } from '@zerg/shared';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { employees } from '../employees/index.ts';

/**
 * An employee's justification of an absence or a tardiness on one day, decided first by the area
 * chief and then by HR (DESIGN.md §6). Only `approved_by_hr` changes the day's status.
 */
export const justifications = pgTable(
  'justifications',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    type: text('type', { enum: JUSTIFICATION_TYPES }).notNull(),
    motive: text('motive').notNull(),
    status: text('status', { enum: JUSTIFICATION_STATUSES }).notNull().default('pending'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileMime: text('file_mime'),
    chiefComment: text('chief_comment'),
    chiefDecidedBy: integer('chief_decided_by').references(() => actors.id),
    chiefDecidedAt: timestamp('chief_decided_at', { withTimezone: true }),
    hrComment: text('hr_comment'),
    hrDecidedBy: integer('hr_decided_by').references(() => actors.id),
    hrDecidedAt: timestamp('hr_decided_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('justifications_employee_day_idx').on(t.employeeId, t.workDate),
    index('justifications_status_idx').on(t.status),
  ],
);
