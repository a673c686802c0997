import { EMPLOYEE_EXPIRING_DOCUMENTS } from '@zerg/shared';
import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The expiry reminders already sent about a worker's documents, one row per document, expiry day
 * and threshold: a second run the same day, or on another instance, finds the row and tells nobody
 * again. The expiry day is part of the key because a licence is renewed in place (a new expiry on
 * the same employee row), which deserves its own reminders. `document_id` is the employee's id for
 * a licence and the file's id for a certificate, so it has no foreign key.
 */
export const employeeDocumentReminders = pgTable(
  'employee_document_reminders',
  {
    document: text('document', { enum: EMPLOYEE_EXPIRING_DOCUMENTS }).notNull(),
    documentId: integer('document_id').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    threshold: text('threshold', { enum: ['expiring', 'expired'] }).notNull(),
    /** The Lima day of the run that sent it. */
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.document, t.documentId, t.expiryDate, t.threshold] })],
);
