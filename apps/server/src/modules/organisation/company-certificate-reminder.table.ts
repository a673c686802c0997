import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../references/index.ts';

/**
 * The expiry reminders already sent about a company's signing certificate, one row per company,
 * expiry day and threshold: a second run, or another instance, finds the row and tells nobody
 * again. The expiry day is in the key because a renewal replaces the certificate in place.
 */
export const companyCertificateReminders = pgTable(
  'company_certificate_reminders',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    threshold: text('threshold', { enum: ['expiring', 'expired'] }).notNull(),
    /** The Lima day of the run that sent it. */
    sentOn: date('sent_on', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.expiryDate, t.threshold] })],
);
