import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { areas } from '../catalog/area.table.ts';

/** The employee record; the human-resources module owns and extends it. */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    documentNumber: text('document_number').notNull().unique(),
    firstNames: text('first_names').notNull(),
    paternalSurname: text('paternal_surname').notNull(),
    maternalSurname: text('maternal_surname').notNull().default(''),
    areaId: integer('area_id').references(() => areas.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('employees_area_idx').on(t.areaId)],
);
