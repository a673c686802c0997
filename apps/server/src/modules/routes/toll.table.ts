import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { districts } from '../references/index.ts';

/** A toll booth (peaje) on a road, located by district ubigeo and kilometre. */
export const tolls = pgTable(
  'tolls',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    road: text('road').notNull(),
    districtCode: text('district_code')
      .notNull()
      .references(() => districts.code),
    km: numeric('km', { precision: 7, scale: 1, mode: 'number' }).notNull(),
    concessionaire: text('concessionaire'),
    direction: text('direction', {
      enum: ['both', 'northbound', 'southbound', 'eastbound', 'westbound'],
    }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tolls_name_lower_idx').on(sql`lower(${t.name})`)],
);

/**
 * What a vehicle of `axles` axles pays at a booth between two dates (valid_to null: until further
 * notice). The amount is the whole fare for that axle count, not a per-axle price.
 */
export const tollFares = pgTable(
  'toll_fares',
  {
    id: serial('id').primaryKey(),
    tollId: integer('toll_id')
      .notNull()
      .references(() => tolls.id),
    axles: smallint('axles').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('toll_fares_toll_axles_idx').on(t.tollId, t.axles, t.validFrom),
    check('toll_fares_amount_positive', sql`${t.amount} > 0`),
    check('toll_fares_axles_range', sql`${t.axles} between 2 and 9`),
    check('toll_fares_valid_range', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
  ],
);

/** The booths of a stretch of road, in driving order. */
export const tollGroups = pgTable(
  'toll_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    road: text('road').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('toll_groups_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const tollGroupTolls = pgTable(
  'toll_group_tolls',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => tollGroups.id, { onDelete: 'cascade' }),
    tollId: integer('toll_id')
      .notNull()
      .references(() => tolls.id),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.tollId] }), index('toll_group_tolls_toll_idx').on(t.tollId)],
);
