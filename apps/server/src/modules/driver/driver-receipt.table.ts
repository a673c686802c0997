import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { employees } from '../employees/index.ts';
import { travelOrders } from '../operations/index.ts';

/**
 * A delivery receipt the driver photographed on the phone (the signed guide or the client's
 * receipt). The bytes live in the files storage, re-encoded as JPEG; the trip's timeline gets a
 * `receipt` event. Documentary settlement reads these beside the trip.
 */
export const driverTripReceipts = pgTable(
  'driver_trip_receipts',
  {
    id: serial('id').primaryKey(),
    travelOrderId: integer('travel_order_id')
      .notNull()
      .references(() => travelOrders.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => actors.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('driver_trip_receipts_order_idx').on(t.travelOrderId, t.uploadedAt)],
);
