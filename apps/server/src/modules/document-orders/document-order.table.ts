import { DOCUMENT_ORDER_STATES, SHIPMENT_DOCUMENT_KINDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { travelOrders } from '../operations/index.ts';

/**
 * The papers of one trip (section 33): one document order per travel order, since the guides,
 * invoice and delivery receipt travel with the truck. received → in_transit → delivered_to_client.
 */
export const documentOrders = pgTable(
  'document_orders',
  {
    id: serial('id').primaryKey(),
    travelOrderId: integer('travel_order_id')
      .notNull()
      .references(() => travelOrders.id),
    /** The courier's or client's tracking number: exactly 19 characters (SPEC.md §5). */
    trackingNumber: text('tracking_number').notNull(),
    state: text('state', { enum: DOCUMENT_ORDER_STATES }).notNull().default('received'),
    observations: text('observations'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => actors.id),
    updatedBy: integer('updated_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_orders_travel_order_idx').on(t.travelOrderId),
    index('document_orders_state_idx').on(t.state, t.createdAt),
    check('document_orders_tracking_check', sql`char_length(${t.trackingNumber}) = 19`),
  ],
);

/** One paper of the order: a carrier's guide `T001-00004521`, the client's guide, an invoice, a receipt. */
export const shipmentDocuments = pgTable(
  'shipment_documents',
  {
    id: serial('id').primaryKey(),
    documentOrderId: integer('document_order_id')
      .notNull()
      .references(() => documentOrders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SHIPMENT_DOCUMENT_KINDS }).notNull(),
    series: text('series'),
    /** Without leading zeros for carrier guides, so `T001-00000045` and `T001-45` are the same guide. */
    number: text('number').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipment_documents_order_idx').on(t.documentOrderId),
    // A carrier's remission guide number is unique within its series, across every order.
    uniqueIndex('shipment_documents_carrier_guide_idx')
      .on(t.series, t.number)
      .where(sql`${t.kind} = 'carrier_guide'`),
  ],
);

/** Scans of the papers (PDF or photos), stored through the platform's file storage. */
export const documentOrderScans = pgTable(
  'document_order_scans',
  {
    id: serial('id').primaryKey(),
    documentOrderId: integer('document_order_id')
      .notNull()
      .references(() => documentOrders.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => actors.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_order_scans_order_idx').on(t.documentOrderId)],
);
