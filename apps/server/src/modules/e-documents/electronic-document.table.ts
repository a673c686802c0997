import { E_DOCUMENT_KINDS, E_DOCUMENT_STATES } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { companies } from '../references/index.ts';
import type { ElectronicContent } from './ubl/ubl-input.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Every electronic document sent to SUNAT, with SUNAT's answer. The owner (billing, operations)
 * keeps the document and its number; this row keeps what was signed and sent (the XML and the zip,
 * byte for byte), the state of its sending and the CDR. One row per company and SUNAT file name:
 * a document is never recorded, so never sent, twice.
 */
export const electronicDocuments = pgTable(
  'electronic_documents',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: E_DOCUMENT_KINDS }).notNull(),
    /** The owner's record: `sales_document`, `travel_order`… and its id. */
    sourceType: text('source_type').notNull(),
    sourceId: integer('source_id').notNull(),
    /** SUNAT's name without extension: `20123456789-01-F001-123`. */
    fileName: text('file_name').notNull(),
    documentType: text('document_type').notNull(),
    series: text('series').notNull(),
    number: integer('number').notNull(),
    xml: text('xml').notNull(),
    /** The zip as signed and sent: a resend sends these same bytes. */
    zip: bytea('zip').notNull(),
    digestValue: text('digest_value').notNull(),
    /**
     * The input the XML was built from: the printed representation shows what was signed, not the
     * company, client or vehicle as they are later.
     */
    content: jsonb('content').$type<ElectronicContent>(),
    state: text('state', { enum: E_DOCUMENT_STATES }).notNull().default('pending'),
    ticket: text('ticket'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    cdrZip: bytea('cdr_zip'),
    sunatCode: text('sunat_code'),
    sunatDescription: text('sunat_description'),
    notes: jsonb('notes').$type<string[]>().notNull().default([]),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => actors.id),
  },
  (t) => [
    uniqueIndex('electronic_documents_company_file_idx').on(t.companyId, t.fileName),
    index('electronic_documents_source_idx').on(t.sourceType, t.sourceId),
    index('electronic_documents_created_idx').on(t.createdAt),
    check('electronic_documents_kind_check', sql`${t.kind} in (${inList(E_DOCUMENT_KINDS)})`),
    check('electronic_documents_state_check', sql`${t.state} in (${inList(E_DOCUMENT_STATES)})`),
  ],
);
