import { DISCOUNT_TYPES, TREASURY_DIRECTIONS, TREASURY_SOURCE_KINDS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The chart of accounts (section 36): the PCGE seeded as elements, accounts, sub-accounts,
 * divisionary and sub-divisionary accounts (`system`), and the company's own below any of them.
 * A code extends its parent's; `depth` is its number of digits.
 */
export const accountingAccounts = pgTable(
  'accounting_accounts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => accountingAccounts.id),
    depth: smallint('depth').notNull(),
    system: boolean('system').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounting_accounts_code_idx').on(t.code),
    index('accounting_accounts_parent_idx').on(t.parentId),
    check('accounting_accounts_depth_check', sql`${t.depth} = length(${t.code})`),
  ],
);

/**
 * Transaction types (section 36, tab Transaction types): the debit and credit account a treasury
 * movement of this type posts to. `source_kind` marks the type that the movements arriving on their
 * own from payroll, advances, viatics or settlements take (one per source and direction).
 */
export const accountingTransactionTypes = pgTable(
  'accounting_transaction_types',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    direction: text('direction', { enum: TREASURY_DIRECTIONS }).notNull(),
    debitAccountId: integer('debit_account_id')
      .notNull()
      .references(() => accountingAccounts.id),
    creditAccountId: integer('credit_account_id')
      .notNull()
      .references(() => accountingAccounts.id),
    sourceKind: text('source_kind', { enum: TREASURY_SOURCE_KINDS }),
    /**
     * Within a source, the variant this type is for (a payroll run's kind: the gratificación is paid
     * against 4114, the CTS against 4151); null: the source's general type.
     */
    sourceVariant: text('source_variant'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounting_transaction_types_code_idx').on(t.code),
    uniqueIndex('accounting_transaction_types_source_idx')
      .on(t.sourceKind, t.direction, sql`coalesce(${t.sourceVariant}, '')`)
      .where(sql`${t.sourceKind} is not null`),
    check('accounting_transaction_types_sides_check', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);

/**
 * The account each discount type of the payroll items is owed on (issue 23, point 4): loans 1411,
 * damage and shortages 1419, judicial retentions 4699 (a liability to the beneficiary). The payroll
 * entry credits it with what a run takes; seeded with the chart, editable by bookkeeping.
 */
export const accountingDiscountAccounts = pgTable('accounting_discount_accounts', {
  discountType: text('discount_type', { enum: DISCOUNT_TYPES }).primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accountingAccounts.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
