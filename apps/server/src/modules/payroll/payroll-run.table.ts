import type { CarryOver, PayslipLine, QuintaMonth } from '@zerg/payroll-pe';
import { PAYROLL_RUN_KINDS, PAYROLL_STATES, PERSONAL_TYPES, type TLiquidacionDetail } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { employees } from '../employees/index.ts';
import { companies } from '../references/index.ts';

/**
 * One payroll of a company (section 14, tab Payments): a month's pay, a gratificación, a CTS deposit,
 * vacations, or one worker's liquidación (`employee_id`), for the administrative or the operations
 * staff. States: DESIGN.md §6. The computation runs as a job; `progress`/`total` feed the progress
 * bar, and the slips are replaced in one transaction, so a run is either the previous draft or the
 * finished one.
 */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    kind: text('kind', { enum: PAYROLL_RUN_KINDS }).notNull().default('monthly'),
    personalType: text('personal_type', { enum: PERSONAL_TYPES }).notNull(),
    /** The worker of a liquidación; null for runs of the whole staff. */
    employeeId: integer('employee_id').references(() => employees.id),
    state: text('state', { enum: PAYROLL_STATES }).notNull().default('registered'),
    /** The computation: queued → running → done, or failed with `error`. */
    job: text('job', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    total: integer('total').notNull().default(0),
    error: text('error'),
    /** What concerns the whole run: workers the engine refused, pending justifications overridden. */
    runWarnings: jsonb('run_warnings').$type<string[]>().notNull().default([]),
    employeeCount: integer('employee_count').notNull().default(0),
    earnings: numeric('earnings', { precision: 14, scale: 2 }).notNull().default('0'),
    deductions: numeric('deductions', { precision: 14, scale: 2 }).notNull().default('0'),
    employer: numeric('employer', { precision: 14, scale: 2 }).notNull().default('0'),
    net: numeric('net', { precision: 14, scale: 2 }).notNull().default('0'),
    warningCount: integer('warning_count').notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => actors.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentReference: text('payment_reference'),
    canceledBy: integer('canceled_by').references(() => actors.id),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live payroll per company, period, kind, staff and worker; canceled ones stay as history.
    uniqueIndex('payroll_runs_live_idx')
      .on(t.companyId, t.year, t.month, t.kind, t.personalType, sql`coalesce(${t.employeeId}, 0)`)
      .where(sql`${t.state} <> 'canceled'`),
    index('payroll_runs_period_idx').on(t.year, t.month),
    check('payroll_runs_month_check', sql`${t.month} between 1 and 12 and ${t.year} between 2000 and 2100`),
  ],
);

/**
 * One worker's payslip in a run: the engine's result with every line (PLAME code, base, rate,
 * quantity, amount), a snapshot of the worker as paid (name, document, position, regime, pension,
 * bank account), and what the next months need (quinta entry, carry-over).
 */
export const payrollSlips = pgTable(
  'payroll_slips',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    worker: jsonb('worker').$type<Record<string, unknown>>().notNull(),
    days: jsonb('days')
      .$type<{
        worked: number;
        vacation: number;
        absence: number;
        labored?: number;
        projected?: number;
        hours?: number;
        overtimeMinutes?: number;
        tardinessMinutes?: number;
      }>()
      .notNull(),
    lines: jsonb('lines').$type<PayslipLine[]>().notNull(),
    bases: jsonb('bases').$type<Record<string, string>>().notNull(),
    quintaEntry: jsonb('quinta_entry').$type<QuintaMonth | null>(),
    carryOver: jsonb('carry_over').$type<CarryOver[]>().notNull().default([]),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    /** A liquidación's breakdown per benefit as the engine gave it: the hoja prints it, never recomputes. */
    detail: jsonb('detail').$type<TLiquidacionDetail>(),
    earnings: numeric('earnings', { precision: 12, scale: 2 }).notNull(),
    deductions: numeric('deductions', { precision: 12, scale: 2 }).notNull(),
    employer: numeric('employer', { precision: 12, scale: 2 }).notNull(),
    net: numeric('net', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('payroll_slips_run_employee_idx').on(t.runId, t.employeeId),
    index('payroll_slips_employee_idx').on(t.employeeId),
  ],
);
