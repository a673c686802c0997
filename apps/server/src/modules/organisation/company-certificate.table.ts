import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { companies } from '../references/index.ts';

/**
 * A company's signing certificate (PKCS#12) for its electronic documents, one per company. The file
 * and its password are sealed (platform/crypto/secret-box.ts); what may be shown (holder, issuer,
 * serial, validity) is kept beside them in the clear, read once at upload.
 */
export const companySigningCertificates = pgTable('company_signing_certificates', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  p12Sealed: text('p12_sealed').notNull(),
  passwordSealed: text('password_sealed').notNull(),
  subject: text('subject').notNull(),
  issuer: text('issuer').notNull(),
  serialNumber: text('serial_number').notNull(),
  notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
  notAfter: timestamp('not_after', { withTimezone: true }).notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  uploadedBy: integer('uploaded_by').references(() => actors.id),
});
