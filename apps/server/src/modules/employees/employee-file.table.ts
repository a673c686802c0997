import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { employees } from './employee.table.ts';

export const employeeFiles = pgTable(
  'employee_files',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['contract', 'id_copy', 'certificate', 'cv', 'other'] }).notNull(),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => actors.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** A certificate's last valid day (the daily reminders read it); null when it does not expire. */
    expiryDate: date('expiry_date', { mode: 'string' }),
  },
  (t) => [
    index('employee_files_employee_idx').on(t.employeeId),
    index('employee_files_expiry_idx')
      .on(t.expiryDate)
      .where(sql`${t.expiryDate} is not null and ${t.deletedAt} is null`),
  ],
);
