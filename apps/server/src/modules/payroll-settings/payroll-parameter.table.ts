import { PARAMETER_SOURCE_CODES, type ParameterSourceParams } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
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
import { companies } from '../references/index.ts';

/**
 * jsonb whose value may be a bare string: node-postgres already parses jsonb, and drizzle's own
 * jsonb would parse a string once more ("930.00" read back as the number 930).
 */
const parameterJson = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});

/**
 * The legal parameters of PAYROLL-PE.md as a dated history (section 17): one row is the value of one
 * parameter (a `ParameterKey` of the engine) from `valid_from` to `valid_to` (null: until further
 * notice), with its legal source. `parametersAt` picks the row in force on a date.
 */
export const payrollParameters = pgTable(
  'payroll_parameters',
  {
    id: serial('id').primaryKey(),
    parameter: text('parameter').notNull(),
    /** The engine's value: a decimal string, or an object (AFP rates) or array (fifth-category tiers). */
    value: parameterJson('value').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    /** Spanish words for a coded source, for search and the books; a user's own words as typed. */
    source: text('source').notNull(),
    /** The seed's sources as a code, rendered in the reader's language; null: the user's own words. */
    sourceCode: text('source_code', { enum: PARAMETER_SOURCE_CODES }),
    sourceParams: jsonb('source_params').$type<ParameterSourceParams>(),
    createdBy: integer('created_by').references(() => actors.id),
    updatedBy: integer('updated_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payroll_parameters_parameter_from_idx').on(t.parameter, t.validFrom),
    check('payroll_parameters_range_check', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
  ],
);

/**
 * A company's payroll rules (tabs General and Payments): cut days of the quincena and the month,
 * the monthly late limit and the discount days it costs, the share of the salary an advance may
 * reach in a month, and the share of the salary paid as quincena (0: no quincena).
 */
export const payrollSettings = pgTable(
  'payroll_settings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    fortnightCutDay: integer('fortnight_cut_day').notNull().default(15),
    monthCutDay: integer('month_cut_day').notNull().default(30),
    lateLimitMinutes: integer('late_limit_minutes').notNull().default(60),
    lateDiscountDays: numeric('late_discount_days', { precision: 4, scale: 2 }).notNull().default('0'),
    advanceLimitRate: numeric('advance_limit_rate', { precision: 5, scale: 4 }).notNull().default('0.5000'),
    quincenaRate: numeric('quincena_rate', { precision: 5, scale: 4 }).notNull().default('0'),
    updatedBy: integer('updated_by').references(() => actors.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payroll_settings_company_idx').on(t.companyId),
    check(
      'payroll_settings_days_check',
      sql`${t.fortnightCutDay} between 1 and 31 and ${t.monthCutDay} between 1 and 31`,
    ),
    check(
      'payroll_settings_rates_check',
      sql`${t.advanceLimitRate} between 0 and 1 and ${t.quincenaRate} between 0 and 1`,
    ),
  ],
);

/**
 * Bonus types (tab Bonus): `kind` is the engine's BonusKind — "regular" (remunerative, every
 * month), "occasional" (remunerative, this month), "extraordinary" (not remunerative, LCTS art. 19) —
 * which decides the bases it enters; `plame_code` overrides the concept's table-22 code.
 */
export const payrollBonusTypes = pgTable(
  'payroll_bonus_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['regular', 'occasional', 'extraordinary'] }).notNull(),
    plameCode: text('plame_code'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payroll_bonus_types_name_idx').on(sql`lower(${t.name})`),
    index('payroll_bonus_types_active_idx').on(t.isActive),
  ],
);
