import {
  BILLING_GROUPINGS,
  CURRENCIES,
  LANGUAGES,
  SALES_DOCUMENT_STATES,
  SALES_DOCUMENT_TYPES,
  TAX_AFFECTATIONS,
} from '@zerg/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
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
import { journalEntries } from '../bookkeeping/index.ts';
import { clients } from '../clients/index.ts';
import { serviceOrders, travelOrders } from '../operations/index.ts';
import { rates } from '../rates/index.ts';
import { companies } from '../references/index.ts';

/**
 * A series of a company for one document type (SUNAT catálogo 01). `last_number` is the correlative
 * of the last document issued: the issue takes the row `for update`, adds one and writes it in the
 * same transaction, so numbers are gapless and two issues at once get consecutive ones.
 */
export const billingSeries = pgTable(
  'billing_series',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    documentType: text('document_type', { enum: SALES_DOCUMENT_TYPES }).notNull(),
    series: text('series').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_series_company_type_series_idx').on(t.companyId, t.documentType, t.series),
    check('billing_series_code_check', sql`${t.series} ~ '^[FB][A-Z0-9]{3}$'`),
    check('billing_series_number_check', sql`${t.lastNumber} >= 0 and ${t.lastNumber} <= 99999999`),
  ],
);

/**
 * A factura, boleta, credit or debit note. Amounts are in the document's currency unless the column
 * says `_pen`; the detracción and the net the client pays to the company are kept in soles, as the
 * deposit is made in soles (RS 183-2004/SUNAT). A draft has no number nor issue date.
 */
export const salesDocuments = pgTable(
  'sales_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    documentType: text('document_type', { enum: SALES_DOCUMENT_TYPES }).notNull(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => billingSeries.id),
    number: integer('number'),
    state: text('state', { enum: SALES_DOCUMENT_STATES }).notNull().default('draft'),
    issueDate: date('issue_date', { mode: 'string' }),
    dueDate: date('due_date', { mode: 'string' }),
    paymentTermDays: integer('payment_term_days').notNull().default(0),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 10, scale: 4 }),
    taxableAmount: numeric('taxable_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    exemptAmount: numeric('exempt_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    unaffectedAmount: numeric('unaffected_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    igvAmount: numeric('igv_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    totalPen: numeric('total_pen', { precision: 14, scale: 2 }).notNull().default('0'),
    detractionApplies: boolean('detraction_applies').notNull().default(false),
    detractionCode: text('detraction_code'),
    detractionPercent: numeric('detraction_percent', { precision: 5, scale: 2 }),
    detractionBasePen: numeric('detraction_base_pen', { precision: 14, scale: 2 }).notNull().default('0'),
    detractionAmountPen: numeric('detraction_amount_pen', { precision: 14, scale: 2 }).notNull().default('0'),
    detractionAccount: text('detraction_account'),
    netAmountPen: numeric('net_amount_pen', { precision: 14, scale: 2 }).notNull().default('0'),
    netAmount: numeric('net_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** The document a note modifies. */
    referenceId: integer('reference_id').references((): AnyPgColumn => salesDocuments.id),
    /** Catálogo 09 (credit) or 10 (debit). */
    noteReason: text('note_reason'),
    noteDescription: text('note_description'),
    language: text('language', { enum: LANGUAGES }).notNull().default('es'),
    observations: text('observations'),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    issuedBy: integer('issued_by').references(() => actors.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** The reason of the comunicación de baja asked for it, kept until SUNAT answers and after. */
    voidReason: text('void_reason'),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_documents_series_number_idx')
      .on(t.seriesId, t.number)
      .where(sql`${t.number} is not null`),
    index('sales_documents_client_idx').on(t.clientId, t.issueDate),
    index('sales_documents_issue_idx').on(t.issueDate),
    index('sales_documents_state_idx').on(t.state),
    index('sales_documents_reference_idx').on(t.referenceId),
    check(
      'sales_documents_issued_check',
      sql`(${t.state} = 'draft') = (${t.number} is null) and (${t.state} = 'draft') = (${t.issueDate} is null)`,
    ),
    check(
      'sales_documents_note_check',
      sql`(${t.documentType} in ('07', '08')) = (${t.referenceId} is not null)`,
    ),
    check(
      'sales_documents_amounts_check',
      sql`${t.totalAmount} >= 0 and ${t.igvAmount} >= 0 and ${t.detractionAmountPen} >= 0 and ${t.netAmountPen} >= 0`,
    ),
    check(
      'sales_documents_rate_check',
      sql`(${t.currency} = 'PEN') = (${t.exchangeRate} is null) or ${t.state} = 'draft'`,
    ),
  ],
);

/**
 * A line of a document. `holds_trip` is true while the line's document is a draft or stands issued:
 * the partial unique index over it lets a trip sit on one active document only; a credit note that
 * cancels the invoice (or a draft deleted) clears it and frees the trip.
 */
export const salesDocumentLines = pgTable(
  'sales_document_lines',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => salesDocuments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unitValue: numeric('unit_value', { precision: 14, scale: 2 }).notNull(),
    taxAffectation: text('tax_affectation', { enum: TAX_AFFECTATIONS }).notNull(),
    lineValue: numeric('line_value', { precision: 14, scale: 2 }).notNull(),
    igvAmount: numeric('igv_amount', { precision: 14, scale: 2 }).notNull(),
    lineTotal: numeric('line_total', { precision: 14, scale: 2 }).notNull(),
    travelOrderId: integer('travel_order_id').references(() => travelOrders.id),
    serviceOrderId: integer('service_order_id').references(() => serviceOrders.id),
    rateId: integer('rate_id').references(() => rates.id),
    referentialValuePen: numeric('referential_value_pen', { precision: 14, scale: 2 }),
    holdsTrip: boolean('holds_trip').notNull().default(true),
  },
  (t) => [
    index('sales_document_lines_document_idx').on(t.documentId, t.position),
    uniqueIndex('sales_document_lines_trip_idx')
      .on(t.travelOrderId)
      .where(sql`${t.travelOrderId} is not null and ${t.holdsTrip}`),
    check(
      'sales_document_lines_amounts_check',
      sql`${t.quantity} > 0 and ${t.unitValue} > 0 and ${t.igvAmount} >= 0 and ${t.lineValue} >= 0`,
    ),
  ],
);

/** How a client is invoiced: one invoice per service order or per period, and the documents' language. */
export const billingClientSettings = pgTable('billing_client_settings', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id),
  grouping: text('grouping', { enum: BILLING_GROUPINGS }).notNull().default('service_order'),
  language: text('language', { enum: LANGUAGES }).notNull().default('es'),
  updatedBy: integer('updated_by').references(() => actors.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company's Banco de la Nación account where clients deposit the detracción. */
export const billingCompanySettings = pgTable('billing_company_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  detractionAccount: text('detraction_account'),
  updatedBy: integer('updated_by').references(() => actors.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
