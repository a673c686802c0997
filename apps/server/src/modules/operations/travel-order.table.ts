import { TRAVEL_ORDER_STATES } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import {
  check,
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
import { vehicles } from '../fleet/index.ts';
import { travelRoutes } from '../routes/index.ts';
import { serviceOrders } from './service-order.table.ts';

/**
 * One trip (section 31): a tractor with its semi-trailer (or a rigid truck alone), a driver and an
 * optional co-driver on a route. What the trip is advanced (expected tolls from the route's fares for
 * the vehicles' axles, fuel allowance; the drivers' viatics are viatic requests pointing here) is
 * what its documentary settlement is checked against. A closed settlement locks the trip
 * (`settled_at`): nothing of it changes afterwards.
 */
export const travelOrders = pgTable(
  'travel_orders',
  {
    id: serial('id').primaryKey(),
    /** `OV-2026-000123`, numbered per year. */
    code: text('code').notNull(),
    serviceOrderId: integer('service_order_id')
      .notNull()
      .references(() => serviceOrders.id),
    tractorId: integer('tractor_id')
      .notNull()
      .references(() => vehicles.id),
    semitrailerId: integer('semitrailer_id').references(() => vehicles.id),
    driverId: integer('driver_id')
      .notNull()
      .references(() => employees.id),
    coDriverId: integer('co_driver_id').references(() => employees.id),
    routeId: integer('route_id')
      .notNull()
      .references(() => travelRoutes.id),
    plannedDeparture: timestamp('planned_departure', { withTimezone: true }).notNull(),
    plannedArrival: timestamp('planned_arrival', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expectedTolls: numeric('expected_tolls', { precision: 12, scale: 2 }).notNull().default('0'),
    fuelAllowance: numeric('fuel_allowance', { precision: 12, scale: 2 }).notNull().default('0'),
    otherAllowance: numeric('other_allowance', { precision: 12, scale: 2 }).notNull().default('0'),
    state: text('state', { enum: TRAVEL_ORDER_STATES }).notNull().default('registered'),
    observations: text('observations'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /**
     * When treasury paid the trip's advance (tolls + fuel + other) to the driver, and its reference:
     * null while the payment waits in treasury (or for a trip without an advance).
     */
    advancePaidAt: timestamp('advance_paid_at', { withTimezone: true }),
    advancePaymentReference: text('advance_payment_reference'),
    createdBy: integer('created_by').references(() => actors.id),
    updatedBy: integer('updated_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('travel_orders_code_idx').on(t.code),
    index('travel_orders_service_order_idx').on(t.serviceOrderId),
    index('travel_orders_driver_idx').on(t.driverId, t.plannedDeparture),
    index('travel_orders_tractor_idx').on(t.tractorId, t.plannedDeparture),
    index('travel_orders_departure_idx').on(t.plannedDeparture),
    check('travel_orders_times_check', sql`${t.plannedArrival} > ${t.plannedDeparture}`),
    check('travel_orders_distinct_drivers', sql`${t.coDriverId} is null or ${t.coDriverId} <> ${t.driverId}`),
    check(
      'travel_orders_distinct_vehicles',
      sql`${t.semitrailerId} is null or ${t.semitrailerId} <> ${t.tractorId}`,
    ),
    check(
      'travel_orders_amounts_check',
      sql`${t.expectedTolls} >= 0 and ${t.fuelAllowance} >= 0 and ${t.otherAllowance} >= 0`,
    ),
  ],
);

/** The timeline of a travel order: every change, state or not, with who and when. */
export const travelOrderEvents = pgTable(
  'travel_order_events',
  {
    id: serial('id').primaryKey(),
    travelOrderId: integer('travel_order_id')
      .notNull()
      .references(() => travelOrders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['created', 'updated', 'state', 'comment', 'receipt', 'settled'] }).notNull(),
    fromState: text('from_state', { enum: TRAVEL_ORDER_STATES }),
    toState: text('to_state', { enum: TRAVEL_ORDER_STATES }),
    note: text('note'),
    actorId: integer('actor_id').references(() => actors.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('travel_order_events_order_idx').on(t.travelOrderId, t.at)],
);
