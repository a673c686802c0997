import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { tolls } from './toll.table.ts';
import { zones } from './zone.table.ts';

/** The catalogue of route codes operations and billing use (LIM-AQP-01…); a route takes one. */
export const routeCodes = pgTable(
  'route_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('route_codes_code_idx').on(t.code)],
);

/** A road trip the company drives, one direction: A→B and B→A are two routes. */
export const travelRoutes = pgTable(
  'travel_routes',
  {
    id: serial('id').primaryKey(),
    routeCodeId: integer('route_code_id')
      .notNull()
      .references(() => routeCodes.id),
    originCode: text('origin_code')
      .notNull()
      .references(() => districts.code),
    destinationCode: text('destination_code')
      .notNull()
      .references(() => districts.code),
    distanceKm: numeric('distance_km', { precision: 7, scale: 1, mode: 'number' }).notNull(),
    expectedHours: numeric('expected_hours', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('travel_routes_code_idx').on(t.routeCodeId),
    uniqueIndex('travel_routes_origin_destination_idx').on(t.originCode, t.destinationCode),
    check('travel_routes_distinct_ends', sql`${t.originCode} <> ${t.destinationCode}`),
    check('travel_routes_distance_positive', sql`${t.distanceKm} > 0`),
  ],
);

export const travelRouteZones = pgTable(
  'travel_route_zones',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => travelRoutes.id, { onDelete: 'cascade' }),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.zoneId] }), index('travel_route_zones_zone_idx').on(t.zoneId)],
);

/** The booths a trip on the route pays, in driving order. */
export const travelRouteTolls = pgTable(
  'travel_route_tolls',
  {
    routeId: integer('route_id')
      .notNull()
      .references(() => travelRoutes.id, { onDelete: 'cascade' }),
    tollId: integer('toll_id')
      .notNull()
      .references(() => tolls.id),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.routeId, t.tollId] }), index('travel_route_tolls_toll_idx').on(t.tollId)],
);
