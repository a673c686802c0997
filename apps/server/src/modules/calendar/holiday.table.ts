import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';

/**
 * One row per day off: Peru's national holidays (copied per year from the `date-holidays`
 * package, `source = 'date-holidays'`), and the company holidays and non-working days HR adds
 * (`source = 'manual'`). Attendance and payroll read only this table. A date holds one holiday.
 */
export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['national', 'company', 'non_working'] }).notNull(),
    /** False: the company works that day although the law makes it a holiday. */
    observed: boolean('observed').notNull().default(true),
    source: text('source', { enum: ['date-holidays', 'manual'] }).notNull(),
    /** The date-holidays rule that produced a national row, e.g. `easter -3`; null for manual rows. */
    rule: text('rule'),
    createdBy: integer('created_by').references(() => actors.id),
    updatedBy: integer('updated_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('holidays_date_idx').on(t.date),
    check('holidays_source_kind_check', sql`(${t.kind} = 'national') = (${t.source} = 'date-holidays')`),
  ],
);
