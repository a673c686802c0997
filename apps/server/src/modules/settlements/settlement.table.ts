import { EXPENSE_NATURES, RECEIPT_DOC_TYPES, SETTLEMENT_CONCEPTS } from '@zerg/shared';
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
import { travelOrders } from '../operations/index.ts';

/**
 * The documentary settlement of one finished trip (section 34): its expense lines against what was
 * advanced. While open the advanced amounts are read live from the trip and its approved viatics;
 * closing freezes them here (`advanced_*`) and locks the trip.
 */
export const settlements = pgTable(
  'settlements',
  {
    id: serial('id').primaryKey(),
    travelOrderId: integer('travel_order_id')
      .notNull()
      .references(() => travelOrders.id),
    state: text('state', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    advancedViatics: numeric('advanced_viatics', { precision: 12, scale: 2 }),
    advancedTolls: numeric('advanced_tolls', { precision: 12, scale: 2 }),
    advancedFuel: numeric('advanced_fuel', { precision: 12, scale: 2 }),
    advancedOther: numeric('advanced_other', { precision: 12, scale: 2 }),
    /** Advanced minus spent at closing: > 0 the driver returns it, < 0 treasury pays it. */
    closedBalance: numeric('closed_balance', { precision: 12, scale: 2 }),
    closedBy: integer('closed_by').references(() => actors.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** When treasury processed the payment (or the return) of the closed balance. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settlementReference: text('settlement_reference'),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('settlements_travel_order_idx').on(t.travelOrderId),
    check(
      'settlements_closed_check',
      sql`${t.state} = 'open' or (${t.closedAt} is not null and ${t.closedBalance} is not null)`,
    ),
  ],
);

/** One expense of the trip, with its receipt's number (the receipt's scans are `settlement_line_scans`). */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    id: serial('id').primaryKey(),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => settlements.id, { onDelete: 'cascade' }),
    concept: text('concept', { enum: SETTLEMENT_CONCEPTS }).notNull(),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    receiptNumber: text('receipt_number'),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    /** What the expense is: decides its account when the settlement is booked. */
    nature: text('nature', { enum: EXPENSE_NATURES }).notNull().default('other'),
    /** SUNAT table 10 type of the receipt (`00` otros for lines entered before documents were kept). */
    docType: text('doc_type', { enum: RECEIPT_DOC_TYPES }).notNull().default('00'),
    docSeries: text('doc_series'),
    docNumber: text('doc_number'),
    supplierRuc: text('supplier_ruc'),
    /** Taxable base and IGV of a factura; any other receipt: base = amount, IGV 0. */
    base: numeric('base', { precision: 12, scale: 2 }),
    igv: numeric('igv', { precision: 12, scale: 2 }).notNull().default('0'),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('settlement_lines_settlement_idx').on(t.settlementId),
    check('settlement_lines_amount_check', sql`${t.amount} > 0`),
    check(
      'settlement_lines_document_check',
      sql`${t.igv} >= 0 and (${t.base} is null or ${t.base} + ${t.igv} = ${t.amount})`,
    ),
  ],
);

/** Scans of a line's receipt (PDF or photos), stored through the platform's file storage. */
export const settlementLineScans = pgTable(
  'settlement_line_scans',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id')
      .notNull()
      .references(() => settlementLines.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => actors.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('settlement_line_scans_line_idx').on(t.lineId)],
);
