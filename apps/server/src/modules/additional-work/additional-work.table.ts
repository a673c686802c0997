import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { employees } from '../employees/index.ts';

/**
 * A chief's request for extra hours or work of an employee on one day (section 45). Paid either by
 * the hours (`pay_mode` hours: the payroll prices them) or as a fixed `amount` (`pay_mode` amount),
 * never both. pending → approved | rejected; approved ones reach that month's payroll.
 */
export const additionalWorkRequests = pgTable(
  'additional_work_requests',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    hours: numeric('hours', { precision: 5, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    payMode: text('pay_mode', { enum: ['hours', 'amount'] }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    requestedBy: integer('requested_by').references(() => actors.id),
    decidedBy: integer('decided_by').references(() => actors.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('additional_work_requests_status_idx').on(t.status, t.createdAt),
    // The payroll reads one month of approved work per employee.
    index('additional_work_requests_employee_date_idx').on(t.employeeId, t.workDate),
    check('additional_work_requests_hours_check', sql`${t.hours} > 0 and ${t.hours} <= 16`),
    check(
      'additional_work_requests_pay_check',
      sql`(${t.payMode} = 'amount' and ${t.amount} > 0) or (${t.payMode} = 'hours' and ${t.amount} is null)`,
    ),
  ],
);
