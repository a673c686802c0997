import { ADVANCE_KINDS, ADVANCE_STATES, DISCOUNT_STATES } from '@zerg/shared';
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
import { employees } from '../employees/index.ts';
import { payrollBonusTypes } from '../payroll-settings/index.ts';

/**
 * A discount on a worker's pay (payroll tab Discounts, section 14; workshop damage and shortages,
 * section 21): an amount in `quotas` monthly quotas from `start_period` (first day of a month).
 * States: DESIGN.md §6. Approving it schedules its quotas (payroll_discount_quotas).
 */
export const payrollDiscounts = pgTable(
  'payroll_discounts',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    origin: text('origin', { enum: ['payroll', 'workshop'] })
      .notNull()
      .default('payroll'),
    type: text('type', { enum: ['loan', 'damage', 'shortage', 'judicial', 'other'] }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    quotas: integer('quotas').notNull(),
    startPeriod: date('start_period', { mode: 'string' }).notNull(),
    observations: text('observations'),
    status: text('status', { enum: DISCOUNT_STATES }).notNull().default('pending'),
    approvedBy: integer('approved_by').references(() => actors.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    anulledBy: integer('anulled_by').references(() => actors.id),
    anulledAt: timestamp('anulled_at', { withTimezone: true }),
    anulledReason: text('anulled_reason'),
    /** A loan handed over to the worker by treasury (or by hand), with the bank operation or receipt. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentReference: text('payment_reference'),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payroll_discounts_employee_idx').on(t.employeeId, t.startPeriod),
    index('payroll_discounts_status_idx').on(t.status, t.origin),
    check('payroll_discounts_amount_check', sql`${t.amount} > 0 and ${t.quotas} between 1 and 60`),
  ],
);

/**
 * The monthly quotas of an approved discount. A run takes what fits the net (`taken_amount`, the
 * run in `run_id`, no foreign key: payroll sits above); what does not fit moves to a new quota of
 * the next month (`carried_from`).
 */
export const payrollDiscountQuotas = pgTable(
  'payroll_discount_quotas',
  {
    id: serial('id').primaryKey(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => payrollDiscounts.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    takenAmount: numeric('taken_amount', { precision: 12, scale: 2 }),
    runId: integer('run_id'),
    carriedFrom: integer('carried_from'),
    status: text('status', { enum: ['due', 'taken', 'carried', 'anulled'] })
      .notNull()
      .default('due'),
  },
  (t) => [
    index('payroll_discount_quotas_period_idx').on(t.period, t.status),
    index('payroll_discount_quotas_discount_idx').on(t.discountId),
  ],
);

/** A salary advance (payroll tab Adelanto de Sueldo), deducted in the payroll of `period`. */
export const payrollAdvances = pgTable(
  'payroll_advances',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ADVANCE_KINDS }).notNull().default('salary'),
    reason: text('reason'),
    status: text('status', { enum: ADVANCE_STATES }).notNull().default('requested'),
    approvedBy: integer('approved_by').references(() => actors.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedReason: text('rejected_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentReference: text('payment_reference'),
    deductedRunId: integer('deducted_run_id'),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payroll_advances_employee_idx').on(t.employeeId, t.period),
    index('payroll_advances_status_idx').on(t.status, t.period),
    // One live quincena per worker and month, however often HR generates it.
    uniqueIndex('payroll_advances_quincena_idx')
      .on(t.employeeId, t.period)
      .where(sql`${t.kind} = 'quincena' and ${t.status} <> 'rejected'`),
    check('payroll_advances_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * What an approved run took of an advance (`run_id`, no foreign key: payroll sits above). An
 * advance the net could not hold whole stays paid and its remainder (amount − what the runs took)
 * is deducted by the next month's run; it becomes deducted when nothing is left.
 */
export const payrollAdvanceDeductions = pgTable(
  'payroll_advance_deductions',
  {
    id: serial('id').primaryKey(),
    advanceId: integer('advance_id')
      .notNull()
      .references(() => payrollAdvances.id, { onDelete: 'cascade' }),
    runId: integer('run_id').notNull(),
    period: date('period', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    index('payroll_advance_deductions_advance_idx').on(t.advanceId),
    index('payroll_advance_deductions_run_idx').on(t.runId),
    check('payroll_advance_deductions_amount_check', sql`${t.amount} > 0`),
  ],
);

/** A bonus granted to a worker: every month from `from_period` to `to_period` (null: open). */
export const payrollBonusGrants = pgTable(
  'payroll_bonus_grants',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    bonusTypeId: integer('bonus_type_id')
      .notNull()
      .references(() => payrollBonusTypes.id),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    fromPeriod: date('from_period', { mode: 'string' }).notNull(),
    toPeriod: date('to_period', { mode: 'string' }),
    observations: text('observations'),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payroll_bonus_grants_employee_idx').on(t.employeeId, t.fromPeriod),
    uniqueIndex('payroll_bonus_grants_unique_idx').on(t.employeeId, t.bonusTypeId, t.fromPeriod),
    check('payroll_bonus_grants_amount_check', sql`${t.amount} > 0`),
    check('payroll_bonus_grants_range_check', sql`${t.toPeriod} is null or ${t.toPeriod} >= ${t.fromPeriod}`),
  ],
);
