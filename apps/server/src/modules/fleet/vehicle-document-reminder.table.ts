import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { vehicleDocuments } from './fleet.table.ts';

/**
 * The expiry reminders already sent, one row per document and threshold: a second run the same day,
 * or on another instance, finds the row and tells nobody again. The primary key is the claim.
 */
export const vehicleDocumentReminders = pgTable(
  'vehicle_document_reminders',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => vehicleDocuments.id, { onDelete: 'cascade' }),
    threshold: text('threshold', { enum: ['expiring', 'expired'] }).notNull(),
    /** The Lima day of the run that sent it. */
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.threshold] })],
);
