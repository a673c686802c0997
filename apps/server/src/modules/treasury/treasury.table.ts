import {
  COMPANY_ACCOUNT_KINDS,
  COMPANY_ACCOUNT_STATUSES,
  COUNTERPARTY_KINDS,
  EXCHANGE_RATE_SOURCES,
  TREASURY_CONCEPT_CODES,
  TREASURY_COUNTERPARTY_CODES,
  TREASURY_CURRENCIES,
  TREASURY_DIRECTIONS,
  TREASURY_SOURCE_KINDS,
  TREASURY_TRANSACTION_STATES,
  type TreasuryConceptParams,
} from '@zerg/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { accountingAccounts, accountingTransactionTypes, journalEntries } from '../bookkeeping/index.ts';
import { clients } from '../clients/index.ts';
import { employees } from '../employees/index.ts';
import { banks, companies } from '../references/index.ts';

/**
 * The company's bank accounts (section 38). No balance column: the balance is the opening balance
 * plus the processed movements, computed when read.
 */
export const treasuryBankAccounts = pgTable(
  'treasury_bank_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    bank: text('bank_code')
      .notNull()
      .references(() => banks.code),
    kind: text('kind', { enum: COMPANY_ACCOUNT_KINDS }).notNull(),
    currency: text('currency', { enum: TREASURY_CURRENCIES }).notNull(),
    number: text('number').notNull(),
    cci: text('cci'),
    openingBalance: numeric('opening_balance', { precision: 14, scale: 2 }).notNull(),
    openingDate: date('opening_date', { mode: 'string' }).notNull(),
    description: text('description'),
    status: text('status', { enum: COMPANY_ACCOUNT_STATUSES }).notNull().default('active'),
    /** Its own sub-account of 1041 (104101…): where treasury posts the bank side of its movements. */
    ledgerAccountId: integer('ledger_account_id').references(() => accountingAccounts.id),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('treasury_bank_accounts_number_idx').on(t.bank, t.number),
    uniqueIndex('treasury_bank_accounts_ledger_idx').on(t.ledgerAccountId),
    index('treasury_bank_accounts_company_idx').on(t.companyId),
    check('treasury_bank_accounts_opening_check', sql`${t.openingBalance} >= 0`),
  ],
);

/**
 * A movement of money (section 39): pending → approved → processed, or canceled before processing.
 * One that arrived on its own names its source (`source_kind`, `source_id`), once per source while
 * not canceled. `amount_pen` is what bookkeeping posts (amount × rate, rounded half up).
 */
export const treasuryTransactions = pgTable(
  'treasury_transactions',
  {
    id: serial('id').primaryKey(),
    year: smallint('year').notNull(),
    seq: integer('seq').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** Null only while a movement that arrived on its own waits for treasury to choose the account. */
    bankAccountId: integer('bank_account_id').references(() => treasuryBankAccounts.id),
    txDate: date('tx_date', { mode: 'string' }).notNull(),
    direction: text('direction', { enum: TREASURY_DIRECTIONS }).notNull(),
    transactionTypeId: integer('transaction_type_id').references(() => accountingTransactionTypes.id),
    counterpartyKind: text('counterparty_kind', { enum: COUNTERPARTY_KINDS }).notNull(),
    clientId: integer('client_id').references(() => clients.id),
    employeeId: integer('employee_id').references(() => employees.id),
    counterpartyName: text('counterparty_name').notNull(),
    /** Who the system wrote it with, rendered in the reader's language (a payroll batch); null: the name. */
    counterpartyCode: text('counterparty_code', { enum: TREASURY_COUNTERPARTY_CODES }),
    counterpartyParams: jsonb('counterparty_params').$type<TreasuryConceptParams>(),
    counterpartyDocument: text('counterparty_document'),
    concept: text('concept').notNull(),
    /** What the system wrote it for, rendered in the reader's language; null: the user's own words. */
    conceptCode: text('concept_code', { enum: TREASURY_CONCEPT_CODES }),
    conceptParams: jsonb('concept_params').$type<TreasuryConceptParams>(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency', { enum: TREASURY_CURRENCIES }).notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 10, scale: 4 }).notNull().default('1'),
    amountPen: numeric('amount_pen', { precision: 14, scale: 2 }).notNull(),
    referenceDocument: text('reference_document'),
    state: text('state', { enum: TREASURY_TRANSACTION_STATES }).notNull().default('pending'),
    sourceKind: text('source_kind', { enum: TREASURY_SOURCE_KINDS }),
    sourceId: integer('source_id'),
    reversesId: integer('reverses_id').references((): AnyPgColumn => treasuryTransactions.id),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    /**
     * Its maker: who typed it, reversed it, or approved its source (the payroll run, the advance…).
     * Null for a movement from a source nobody signed in approved (the demo seed).
     */
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who last edited it while pending: a maker too, so they cannot approve it either. */
    updatedBy: integer('updated_by').references(() => actors.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    approvedBy: integer('approved_by').references(() => actors.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    processedBy: integer('processed_by').references(() => actors.id),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    processedOn: date('processed_on', { mode: 'string' }),
    operationNumber: text('operation_number'),
    canceledBy: integer('canceled_by').references(() => actors.id),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('treasury_transactions_number_idx').on(t.year, t.seq),
    uniqueIndex('treasury_transactions_source_idx')
      .on(t.sourceKind, t.sourceId)
      .where(sql`${t.sourceKind} is not null and ${t.state} <> 'canceled'`),
    uniqueIndex('treasury_transactions_reverses_idx')
      .on(t.reversesId)
      .where(sql`${t.reversesId} is not null and ${t.state} <> 'canceled'`),
    index('treasury_transactions_account_idx').on(t.bankAccountId, t.state),
    index('treasury_transactions_date_idx').on(t.txDate),
    check('treasury_transactions_amount_check', sql`${t.amount} > 0 and ${t.amountPen} > 0`),
    check('treasury_transactions_rate_check', sql`${t.exchangeRate} > 0`),
    check(
      'treasury_transactions_account_check',
      sql`${t.state} in ('pending', 'canceled') or ${t.bankAccountId} is not null`,
    ),
  ],
);

/** The workers one movement pays (a payroll batch, or the one worker of an advance), as paid. */
export const treasuryTransactionPayees = pgTable(
  'treasury_transaction_payees',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => treasuryTransactions.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('treasury_transaction_payees_idx').on(t.transactionId, t.employeeId),
    check('treasury_transaction_payees_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Vouchers and bank receipts of a movement, kept in the files storage. */
export const treasuryTransactionFiles = pgTable(
  'treasury_transaction_files',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id')
      .notNull()
      .references(() => treasuryTransactions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => actors.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('treasury_transaction_files_tx_idx').on(t.transactionId)],
);

/**
 * The payment of a month's contributions to one payee (issue 23, point 2): SUNAT (ESSALUD, ONP and
 * the fifth-category tax, one PDT PLAME payment) or one AFP (AFPnet). `lines` are the accounts the
 * movement's entry debits, from the approved runs' stored slips; `transaction_id` the movement.
 */
export const treasuryContributionPayments = pgTable(
  'treasury_contribution_payments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    /** `sunat` or the AFP (`integra`, `prima`, `profuturo`, `habitat`). */
    payee: text('payee').notNull(),
    lines: jsonb('lines').$type<{ account: string; concept: string; amount: string }[]>().notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    transactionId: integer('transaction_id').references(() => treasuryTransactions.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('treasury_contribution_payments_month_idx').on(t.companyId, t.year, t.month),
    check('treasury_contribution_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The dated USD→PEN rate (soles per dollar), purchase and sale, as the SBS publishes it and SUNAT
 * lists it for every calendar day. Treasury types or imports it; one row per day.
 */
export const treasuryExchangeRates = pgTable(
  'treasury_exchange_rates',
  {
    id: serial('id').primaryKey(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    currency: text('currency', { enum: ['USD'] })
      .notNull()
      .default('USD'),
    purchase: numeric('purchase', { precision: 10, scale: 4 }).notNull(),
    sale: numeric('sale', { precision: 10, scale: 4 }).notNull(),
    source: text('source', { enum: EXCHANGE_RATE_SOURCES }).notNull(),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('treasury_exchange_rates_date_idx').on(t.currency, t.rateDate),
    check('treasury_exchange_rates_positive_check', sql`${t.purchase} > 0 and ${t.sale} > 0`),
  ],
);

/**
 * A month-end revaluation of a USD account: its dollar balance at the month's closing purchase rate
 * against the soles its ledger sub-account holds. A second run of the same month after new movements
 * adds a row with the remaining difference; a run with nothing left writes nothing.
 */
export const treasuryRevaluations = pgTable(
  'treasury_revaluations',
  {
    id: serial('id').primaryKey(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => treasuryBankAccounts.id),
    period: text('period').notNull(),
    closingDate: date('closing_date', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 10, scale: 4 }).notNull(),
    balanceUsd: numeric('balance_usd', { precision: 14, scale: 2 }).notNull(),
    bookPen: numeric('book_pen', { precision: 14, scale: 2 }).notNull(),
    revaluedPen: numeric('revalued_pen', { precision: 14, scale: 2 }).notNull(),
    difference: numeric('difference', { precision: 14, scale: 2 }).notNull(),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('treasury_revaluations_account_idx').on(t.bankAccountId, t.period)],
);

/**
 * A company's treasury rules. `single_person_limit`: one person may make, approve and process a
 * movement of up to that many soles (its `amount_pen`); null, or no row, means never: maker and
 * checker are always two people.
 */
export const treasurySettings = pgTable(
  'treasury_settings',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id),
    singlePersonLimit: numeric('single_person_limit', { precision: 14, scale: 2 }),
    updatedBy: integer('updated_by').references(() => actors.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('treasury_settings_limit_check', sql`${t.singlePersonLimit} is null or ${t.singlePersonLimit} > 0`),
  ],
);
