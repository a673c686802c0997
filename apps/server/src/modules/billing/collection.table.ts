import { COLLECTION_KINDS, CURRENCIES, RECEIVABLE_PARTS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { journalEntries } from '../bookkeeping/index.ts';
import { clients } from '../clients/index.ts';
import { companies } from '../references/index.ts';
import { treasuryBankAccounts, treasuryTransactions } from '../treasury/index.ts';
import { salesDocuments } from './billing.table.ts';

/**
 * Money received from a client (section 48): a payment into one of the company's bank accounts, in
 * that account's currency, or the client's detracción deposit into the company's Banco de la Nación
 * account (always soles, with its constancia). `amount` is the sum of its allocations; `amount_pen`
 * is amount × rate, what the bank side of the entry and the treasury movement carry.
 */
export const billingCollections = pgTable(
  'billing_collections',
  {
    id: serial('id').primaryKey(),
    year: smallint('year').notNull(),
    seq: integer('seq').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    collectionDate: date('collection_date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: COLLECTION_KINDS }).notNull(),
    bankAccountId: integer('bank_account_id').references(() => treasuryBankAccounts.id),
    /** The Banco de la Nación account of a detracción deposit, as the company's setting held it. */
    detractionAccount: text('detraction_account'),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 10, scale: 4 }).notNull().default('1'),
    amountPen: numeric('amount_pen', { precision: 14, scale: 2 }).notNull(),
    /** amount_pen less what left the receivable at the documents' rates: gain > 0 (776), loss < 0 (676). */
    exchangeDifferencePen: numeric('exchange_difference_pen', { precision: 14, scale: 2 })
      .notNull()
      .default('0'),
    reference: text('reference'),
    constanciaNumber: text('constancia_number'),
    notes: text('notes'),
    treasuryTransactionId: integer('treasury_transaction_id').references(() => treasuryTransactions.id),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_collections_number_idx').on(t.year, t.seq),
    uniqueIndex('billing_collections_constancia_idx')
      .on(t.companyId, t.constanciaNumber)
      .where(sql`${t.constanciaNumber} is not null`),
    index('billing_collections_client_idx').on(t.clientId, t.collectionDate),
    index('billing_collections_date_idx').on(t.collectionDate),
    check(
      'billing_collections_amount_check',
      sql`${t.amount} > 0 and ${t.amountPen} > 0 and ${t.exchangeRate} > 0`,
    ),
    check(
      'billing_collections_kind_check',
      sql`(${t.kind} = 'payment' and ${t.bankAccountId} is not null) or (${t.kind} = 'detraction' and ${t.bankAccountId} is null and ${t.currency} = 'PEN' and ${t.constanciaNumber} is not null)`,
    ),
  ],
);

/** What one collection pays of one document, and of which part. */
export const billingCollectionAllocations = pgTable(
  'billing_collection_allocations',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => billingCollections.id, { onDelete: 'cascade' }),
    documentId: integer('document_id')
      .notNull()
      .references(() => salesDocuments.id),
    part: text('part', { enum: RECEIVABLE_PARTS }).notNull(),
    /** In the collection's currency, which is the document's for the net part and soles for the detracción. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** What leaves 1212 for it: the amount at the document's rate; the last one takes what is left. */
    bookAmountPen: numeric('book_amount_pen', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('billing_collection_allocations_idx').on(t.collectionId, t.documentId),
    index('billing_collection_allocations_document_idx').on(t.documentId),
    check('billing_collection_allocations_amount_check', sql`${t.amount} > 0 and ${t.bookAmountPen} >= 0`),
  ],
);

/** A part of a document given up as uncollectible, with its reason and who decided it. */
export const billingWriteOffs = pgTable(
  'billing_write_offs',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => salesDocuments.id),
    part: text('part', { enum: RECEIVABLE_PARTS }).notNull(),
    writeOffDate: date('write_off_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    bookAmountPen: numeric('book_amount_pen', { precision: 14, scale: 2 }).notNull(),
    reason: text('reason').notNull(),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('billing_write_offs_document_idx').on(t.documentId),
    check('billing_write_offs_amount_check', sql`${t.amount} > 0 and ${t.bookAmountPen} >= 0`),
  ],
);
