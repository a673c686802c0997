import { CESSATION_REASONS } from '@zerg/shared';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { areas, campuses } from '../catalog/index.ts';
import { companies, laborRegimes, pensionSystems, positions } from '../references/index.ts';
import { employees } from './employee.table.ts';

export const employeeJobs = pgTable(
  'employee_jobs',
  {
    employeeId: integer('employee_id')
      .primaryKey()
      .references(() => employees.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id),
    personalType: text('personal_type', { enum: ['administrative', 'operations'] }).notNull(),
    laborRegime: text('labor_regime')
      .notNull()
      .references(() => laborRegimes.code),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    contractType: text('contract_type', {
      enum: ['indefinite', 'fixed_term', 'part_time', 'internship'],
    }).notNull(),
    contractEndDate: date('contract_end_date', { mode: 'string' }),
    salary: numeric('salary', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency', { enum: ['PEN', 'USD'] })
      .notNull()
      .default('PEN'),
    pensionSystem: text('pension_system')
      .notNull()
      .references(() => pensionSystems.code),
    cuspp: text('cuspp'),
    afpCommissionType: text('afp_commission_type', { enum: ['flow', 'balance'] }),
    hasEps: boolean('has_eps').notNull().default(false),
    chiefEmployeeId: integer('chief_employee_id').references(() => employees.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('employee_jobs_area_idx').on(t.areaId),
    index('employee_jobs_position_idx').on(t.positionId),
    // The list's sort by start date (ties by employee) walks this instead of sorting every row.
    index('employee_jobs_start_date_idx').on(t.startDate, t.employeeId),
  ],
);

/** Every salary a person has had; a change adds a row, nothing is overwritten. */
export const employeeSalaryHistory = pgTable(
  'employee_salary_history',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    oldSalary: numeric('old_salary', { precision: 12, scale: 2 }),
    newSalary: numeric('new_salary', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency', { enum: ['PEN', 'USD'] }).notNull(),
    reason: text('reason').notNull(),
    changedBy: integer('changed_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employee_salary_history_employee_idx').on(t.employeeId, t.effectiveDate)],
);

export const employeeStatusHistory = pgTable(
  'employee_status_history',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['activated', 'inactivated'] }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    cessationReason: text('cessation_reason', { enum: CESSATION_REASONS }),
    changedBy: integer('changed_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employee_status_history_employee_idx').on(t.employeeId)],
);
