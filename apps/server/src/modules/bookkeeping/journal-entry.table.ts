import { JOURNAL_ENTRY_KINDS, JOURNAL_ORIGINS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { companies } from '../references/index.ts';
import { accountingAccounts } from './accounting-account.table.ts';

/**
 * A journal entry (section 35), posted when written and never changed: a correction is a new entry
 * that reverses it (`reverses_id`). Numbered per company and year. An entry posted from something
 * (`source_kind`, `source_id`: a treasury movement, a payroll run) is posted once per origin.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    year: smallint('year').notNull(),
    seq: integer('seq').notNull(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    origin: text('origin', { enum: JOURNAL_ORIGINS }).notNull(),
    /** Opening, ordinary or closing entry of its year (PLE's A / M / C). */
    kind: text('kind', { enum: JOURNAL_ENTRY_KINDS }).notNull().default('ordinary'),
    sourceKind: text('source_kind'),
    sourceId: integer('source_id'),
    reversesId: integer('reverses_id').references((): AnyPgColumn => journalEntries.id),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('journal_entries_number_idx').on(t.companyId, t.year, t.seq),
    uniqueIndex('journal_entries_source_idx')
      .on(t.origin, t.sourceKind, t.sourceId)
      .where(sql`${t.sourceKind} is not null`),
    // An entry is reversed at most once.
    uniqueIndex('journal_entries_reverses_idx').on(t.reversesId).where(sql`${t.reversesId} is not null`),
    index('journal_entries_date_idx').on(t.companyId, t.entryDate),
    check('journal_entries_total_check', sql`${t.total} > 0`),
  ],
);

/** One side of an entry: a debit or a credit (never both) on one account. */
export const journalLines = pgTable(
  'journal_lines',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'cascade' }),
    lineNo: smallint('line_no').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accountingAccounts.id),
    debit: numeric('debit', { precision: 14, scale: 2 }).notNull().default('0'),
    credit: numeric('credit', { precision: 14, scale: 2 }).notNull().default('0'),
    description: text('description'),
    /** The third party (SUNAT table 2 document type and number, name) the line concerns, when one does. */
    partyDocType: text('party_doc_type'),
    partyDocNumber: text('party_doc_number'),
    partyName: text('party_name'),
    /** The source document (SUNAT table 10 type, series, number, date) the line is booked from. */
    docType: text('doc_type'),
    docSeries: text('doc_series'),
    docNumber: text('doc_number'),
    docDate: date('doc_date', { mode: 'string' }),
    /** ISO 4217 currency of the source document; amounts are always soles. */
    currency: text('currency').notNull().default('PEN'),
    /** Function the expense serves (operations, administration, sales), for the cost by function. */
    costCentre: text('cost_centre'),
  },
  (t) => [
    uniqueIndex('journal_lines_entry_line_idx').on(t.entryId, t.lineNo),
    index('journal_lines_account_idx').on(t.accountId),
    check(
      'journal_lines_one_side_check',
      sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} = 0) <> (${t.credit} = 0)`,
    ),
  ],
);
