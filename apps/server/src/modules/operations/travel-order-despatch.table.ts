import type { DespatchUnitCode } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { companies, districts } from '../references/index.ts';
import { travelOrders } from './travel-order.table.ts';

export type StoredParty = { documentType: string; documentNumber: string; name: string };
export type StoredSenderGuide = { series: string; number: number; issuerRuc: string };
export type StoredGoodsLine = { description: string; quantity: string; unitCode: DespatchUnitCode };

/**
 * The GRE part of a trip (one per travel order): what the guía de remisión transportista says that
 * the trip itself does not — remitente, destinatario, pagador del flete, the remitente's guides, the
 * starting and arrival points, the goods and their gross weight. Carrier, vehicles and drivers are
 * read from the company, the fleet and the crew when the guide is built. A party is null until
 * known; the guide refuses to be built while anything it needs is missing. Once the trip's start
 * issued the guide, its number is kept here and the part no longer changes.
 */
export const travelOrderDespatches = pgTable(
  'travel_order_despatches',
  {
    travelOrderId: integer('travel_order_id')
      .primaryKey()
      .references(() => travelOrders.id, { onDelete: 'cascade' }),
    shipper: jsonb('shipper').$type<StoredParty | null>(),
    consignee: jsonb('consignee').$type<StoredParty | null>(),
    payer: jsonb('payer').$type<StoredParty | null>(),
    senderGuides: jsonb('sender_guides').$type<StoredSenderGuide[]>().notNull().default([]),
    originUbigeo: text('origin_ubigeo').references(() => districts.code),
    originAddress: text('origin_address'),
    destinationUbigeo: text('destination_ubigeo').references(() => districts.code),
    destinationAddress: text('destination_address'),
    transferStartDate: date('transfer_start_date', { mode: 'string' }).notNull(),
    goods: jsonb('goods').$type<StoredGoodsLine[]>().notNull().default([]),
    grossWeight: numeric('gross_weight', { precision: 12, scale: 3 }),
    weightUnit: text('weight_unit', { enum: ['KGM', 'TNE'] })
      .notNull()
      .default('KGM'),
    observations: text('observations'),
    /** The guide issued when the trip started (series V001…, its number and moment); null before. */
    greSeries: text('gre_series'),
    greNumber: integer('gre_number'),
    greIssuedAt: timestamp('gre_issued_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('travel_order_despatches_weight_check', sql`${t.grossWeight} is null or ${t.grossWeight} > 0`),
  ],
);

/**
 * A company's GRE transportista series (V001…). `last_number` is the correlative of the last guide
 * taken: the take locks the row `for update`, adds one and writes it in the caller's transaction, so
 * numbers are gapless and two takes at once get consecutive ones (as billing's series).
 */
export const despatchSeries = pgTable(
  'despatch_series',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    series: text('series').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('despatch_series_company_series_idx').on(t.companyId, t.series),
    check('despatch_series_code_check', sql`${t.series} ~ '^V[A-Z0-9]{3}$'`),
    check('despatch_series_number_check', sql`${t.lastNumber} >= 0 and ${t.lastNumber} <= 99999999`),
  ],
);
