import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { clients } from '../clients/index.ts';
import { vehicleTypes } from '../fleet/index.ts';
import { travelRoutes } from '../routes/index.ts';

/**
 * What a client pays for one trip on a travel route with a vehicle type, between two dates (both
 * included; `valid_to` null: until further notice). Active rates of the same client, route and type
 * never share a day (checked by the service under a lock), so the rate in force on a date is one row.
 */
export const rates = pgTable(
  'rates',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    routeId: integer('route_id')
      .notNull()
      .references(() => travelRoutes.id),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id),
    currency: text('currency', { enum: ['PEN', 'USD'] }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    notes: text('notes'),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The look-up of orders: one client, route and type, then the range by its start.
    index('rates_lookup_idx').on(t.clientId, t.routeId, t.vehicleTypeId, t.validFrom),
    index('rates_route_idx').on(t.routeId),
    index('rates_vehicle_type_idx').on(t.vehicleTypeId),
    check('rates_amount_positive', sql`${t.amount} > 0`),
    check('rates_valid_range', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
  ],
);
