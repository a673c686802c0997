import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { employees } from '../employees/index.ts';

/**
 * A chief's request to raise an employee's salary (sections 44 and 42). `current_salary` is the
 * salary when it was asked for, shown beside the new one; the salary history is written only on
 * approval, through the employees module. pending → approved | rejected, nothing else.
 */
export const salaryIncreaseRequests = pgTable(
  'salary_increase_requests',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    currentSalary: numeric('current_salary', { precision: 12, scale: 2 }).notNull(),
    newSalary: numeric('new_salary', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency', { enum: ['PEN', 'USD'] }).notNull(),
    reason: text('reason').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
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
    index('salary_increase_requests_status_idx').on(t.status, t.createdAt),
    index('salary_increase_requests_employee_idx').on(t.employeeId),
    check('salary_increase_requests_new_salary_check', sql`${t.newSalary} > 0`),
  ],
);
