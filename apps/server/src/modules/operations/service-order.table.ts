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
import { clientDeliveryPoints, clients } from '../clients/index.ts';
import { vehicleTypes } from '../fleet/index.ts';
import { rates } from '../rates/index.ts';
import { companies } from '../references/index.ts';
import { travelRoutes } from '../routes/index.ts';

/**
 * What a client asks for (section 32): cargo from one delivery point to another on a route, with a
 * vehicle type and dates. The price is copied from the rate in force on the start date
 * (`rate_price`); an operator may change it, and then must say why (`price_reason`). One service
 * order yields one or more travel orders.
 */
export const serviceOrders = pgTable(
  'service_orders',
  {
    id: serial('id').primaryKey(),
    /** `OS-2026-000123`, numbered per year. */
    code: text('code').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    originPointId: integer('origin_point_id').references(() => clientDeliveryPoints.id),
    destinationPointId: integer('destination_point_id').references(() => clientDeliveryPoints.id),
    routeId: integer('route_id')
      .notNull()
      .references(() => travelRoutes.id),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id),
    cargoDescription: text('cargo_description').notNull(),
    weightKg: numeric('weight_kg', { precision: 10, scale: 2 }).notNull(),
    volumeM3: numeric('volume_m3', { precision: 9, scale: 2 }),
    packages: integer('packages').notNull().default(1),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    rateId: integer('rate_id').references(() => rates.id),
    ratePrice: numeric('rate_price', { precision: 12, scale: 2 }),
    currency: text('currency', { enum: ['PEN', 'USD'] }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    priceReason: text('price_reason'),
    status: text('status', { enum: ['registered', 'in_progress', 'finished', 'canceled'] })
      .notNull()
      .default('registered'),
    observations: text('observations'),
    createdBy: integer('created_by').references(() => actors.id),
    updatedBy: integer('updated_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_orders_code_idx').on(t.code),
    index('service_orders_client_idx').on(t.clientId, t.startDate),
    index('service_orders_start_idx').on(t.startDate),
    check('service_orders_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('service_orders_amounts_check', sql`${t.price} >= 0 and ${t.weightKg} >= 0 and ${t.packages} >= 0`),
  ],
);
