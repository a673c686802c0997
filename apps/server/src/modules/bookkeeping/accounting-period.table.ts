import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { companies } from '../references/index.ts';

/**
 * A company's accounting month. A month without a row is open; closing stores the row, reopening
 * keeps it (open again, with who reopened it, when and why). No entry is posted dated in a closed
 * month (`postJournalEntry`).
 */
export const accountingPeriods = pgTable(
  'accounting_periods',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    closed: boolean('closed').notNull(),
    closedBy: integer('closed_by').references(() => actors.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    reopenedBy: integer('reopened_by').references(() => actors.id),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenReason: text('reopen_reason'),
  },
  (t) => [
    uniqueIndex('accounting_periods_month_idx').on(t.companyId, t.year, t.month),
    check('accounting_periods_month_check', sql`${t.month} between 1 and 12`),
  ],
);

/**
 * A company's fiscal year once closed: its results carried to 89 and 59, the balance accounts closed
 * and reopened on 1 January (the entries' ids kept so that reopening the year reverses them).
 */
export const accountingYears = pgTable(
  'accounting_years',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    year: smallint('year').notNull(),
    closed: boolean('closed').notNull(),
    /** The closing entries (dated 31 December) and the next year's opening entry. */
    entryIds: integer('entry_ids').array().notNull().default(sql`'{}'::integer[]`),
    closedBy: integer('closed_by').references(() => actors.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    reopenedBy: integer('reopened_by').references(() => actors.id),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenReason: text('reopen_reason'),
  },
  (t) => [uniqueIndex('accounting_years_year_idx').on(t.companyId, t.year)],
);
