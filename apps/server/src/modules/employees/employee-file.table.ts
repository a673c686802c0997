import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('employee_files_employee_idx').on(t.employeeId)],
);
