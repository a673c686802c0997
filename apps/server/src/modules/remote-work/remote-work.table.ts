import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { employees } from '../employees/index.ts';

/**
 * Homework status: an employee works from home on some weekdays (ISO 1 Monday … 7 Sunday) between
 * two dates (`to_date` null: until further notice). Attendance marks those days "remote". Only
 * active assignments count; two active ones of an employee never share a day.
 */
export const remoteWorkAssignments = pgTable(
  'remote_work_assignments',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }),
    weekdays: integer('weekdays').array().notNull(),
    reason: text('reason').notNull(),
    notes: text('notes'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdBy: integer('created_by').references(() => actors.id),
    updatedBy: integer('updated_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('remote_work_employee_idx').on(t.employeeId, t.status),
    check('remote_work_range_check', sql`${t.toDate} is null or ${t.toDate} >= ${t.fromDate}`),
  ],
);
