import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A file of the storage attached to a mail under the name the recipient sees. */
export type MailAttachment = { fileName: string; storageKey: string; contentType: string };

/**
 * Every mail is written here first, inside the transaction of the business write that caused it, one
 * row per message (recipients of one language). Without SMTP it stays here for admins to read; with
 * SMTP the queue worker sends it and records the outcome.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    event: text('event'),
    to: text('to').notNull(),
    cc: text('cc').notNull().default(''),
    language: text('language'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** An HTML part, only for mail that tracks its opening (the signed boleta); else text only. */
    html: text('html'),
    facts: jsonb('facts'),
    /** Files sent with the mail, kept in the file storage (a signed payslip, a certificate). */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** The pg-boss job delivering this mail; null while no worker runs (no SMTP). */
    jobId: text('job_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_status_idx').on(t.status)],
);
