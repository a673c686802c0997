import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { employees } from '../employees/index.ts';
import { zones } from '../routes/index.ts';

/**
 * The daily viatic rates of a destination zone (payroll settings, section 17): one row is a set of
 * amounts by concept in force from `valid_from` until the zone's next row. Lodging is per night.
 */
export const viaticRates = pgTable(
  'viatic_rates',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    food: numeric('food', { precision: 12, scale: 2 }).notNull(),
    lodging: numeric('lodging', { precision: 12, scale: 2 }).notNull(),
    localTransport: numeric('local_transport', { precision: 12, scale: 2 }).notNull(),
    createdBy: integer('created_by').references(() => actors.id),
    updatedBy: integer('updated_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('viatic_rates_zone_from_idx').on(t.zoneId, t.validFrom),
    check(
      'viatic_rates_non_negative',
      sql`${t.food} >= 0 and ${t.lodging} >= 0 and ${t.localTransport} >= 0`,
    ),
  ],
);

/**
 * A trip's per-diem (section 6). The daily amounts are copied from the zone's rate in force on the
 * start date, so a later rate change leaves the viatic as it was requested. Status (SPEC's
 * `status_viatic`): 1 pending, 2 approved, 3 rejected; inside pending the chief's approval is
 * recorded before HR's, which moves it to 2. Treasury pays an approved viatic later (`paid_at`,
 * `payment_reference`); operations may link a travel order (`travel_order_id`, no foreign key yet).
 */
export const viatics = pgTable(
  'viatics',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    rateId: integer('rate_id').references(() => viaticRates.id, { onDelete: 'set null' }),
    rateValidFrom: date('rate_valid_from', { mode: 'string' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    nights: integer('nights').notNull(),
    dailyFood: numeric('daily_food', { precision: 12, scale: 2 }).notNull(),
    dailyLodging: numeric('daily_lodging', { precision: 12, scale: 2 }).notNull(),
    dailyLocalTransport: numeric('daily_local_transport', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    advance: numeric('advance', { precision: 12, scale: 2 }).notNull().default('0'),
    purpose: text('purpose').notNull(),
    observations: text('observations'),
    travelOrderId: integer('travel_order_id'),
    status: smallint('status').notNull().default(1),
    chiefApprovedBy: integer('chief_approved_by').references(() => actors.id),
    chiefApprovedAt: timestamp('chief_approved_at', { withTimezone: true }),
    hrApprovedBy: integer('hr_approved_by').references(() => actors.id),
    hrApprovedAt: timestamp('hr_approved_at', { withTimezone: true }),
    rejectedBy: integer('rejected_by').references(() => actors.id),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentReference: text('payment_reference'),
    createdBy: integer('created_by').references(() => actors.id),
    updatedBy: integer('updated_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('viatics_employee_idx').on(t.employeeId, t.startDate),
    index('viatics_status_idx').on(t.status, t.startDate),
    check('viatics_status_check', sql`${t.status} in (1, 2, 3)`),
    check('viatics_range_check', sql`${t.endDate} >= ${t.startDate}`),
    check('viatics_advance_check', sql`${t.advance} >= 0 and ${t.advance} <= ${t.total}`),
  ],
);
