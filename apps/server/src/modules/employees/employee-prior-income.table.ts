import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { employees } from './employee.table.ts';

/**
 * A previous employer's certificate of fifth-category income and withholdings for one year
 * (Reglamento LIR art. 45): every run of that year adds it to what the worker already earned.
 */
export const employeeIncomeCertificates = pgTable(
  'employee_income_certificates',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    employerRuc: text('employer_ruc').notNull(),
    employerName: text('employer_name'),
    income: numeric('income', { precision: 14, scale: 2 }).notNull(),
    withheld: numeric('withheld', { precision: 14, scale: 2 }).notNull(),
    issuedOn: date('issued_on', { mode: 'string' }),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employee_income_certificates_unique').on(t.employeeId, t.year, t.employerRuc),
    check('employee_income_certificates_amounts', sql`${t.income} >= 0 and ${t.withheld} >= 0`),
  ],
);

/**
 * What this company paid and withheld in one month before its payroll ran in the system: the
 * runs read it as that month's quinta history, the CTS run its gratificación, the vacation
 * balance its days taken.
 */
export const employeeOpeningBalances = pgTable(
  'employee_opening_balances',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    income: numeric('income', { precision: 14, scale: 2 }).notNull(),
    quintaWithheld: numeric('quinta_withheld', { precision: 14, scale: 2 }).notNull(),
    gratificacion: numeric('gratificacion', { precision: 14, scale: 2 }).notNull().default('0'),
    cts: numeric('cts', { precision: 14, scale: 2 }).notNull().default('0'),
    vacationDays: integer('vacation_days').notNull().default(0),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employee_opening_balances_unique').on(t.employeeId, t.year, t.month),
    index('employee_opening_balances_year_idx').on(t.year),
    check(
      'employee_opening_balances_amounts',
      sql`${t.month} between 1 and 12 and ${t.income} >= 0 and ${t.quintaWithheld} >= 0 and ${t.gratificacion} >= 0 and ${t.cts} >= 0 and ${t.vacationDays} >= 0`,
    ),
  ],
);
