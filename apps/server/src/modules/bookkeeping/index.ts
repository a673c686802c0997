/**
 * The bookkeeping module's public entry (module 12): the chart of accounts and transaction types
 * (section 36) and the journal (section 35). Treasury posts each processed movement through
 * `postJournalEntry` and reads the accounts of a movement's type here.
 */

export { accountingAccounts, accountingTransactionTypes } from './accounting-account.table.ts';
export { accountingPeriods, accountingYears } from './accounting-period.table.ts';
export { AUTOMATIC_ENTRY_ACCOUNTS, type AutomaticEntryAccounts } from './automatic-accounts.ts';
export {
  accountCodeOf,
  accountIdsByCode,
  BANK_PARENT_CODE,
  createBankLedgerAccount,
  lockBankParent,
  renameBankLedgerAccount,
} from './bank-ledger-account.ts';
export { bookkeepingModule } from './bookkeeping.manifest.ts';
export {
  entryExistsFor,
  entryNumberOf,
  ledgerAccountCodeOf,
  postableAccountIds,
  postedLines,
  transactionTypeNameOf,
} from './bookkeeping-lookups.ts';
export { insertDemoBookkeeping } from './bookkeeping-seed.ts';
export { postHandPayment } from './hand-payment-entry.ts';
export { reverseJournalEntry } from './journal.service.ts';
export { journalEntries, journalLines } from './journal-entry.table.ts';
export {
  entryNumber,
  type JournalEntryInput,
  type JournalLineInput,
  postJournalEntry,
} from './journal-posting.ts';
export { NET_ACCOUNT } from './payroll-entry.ts';
export { PCGE_2010_MOVES } from './pcge-2010-moves.ts';
export { PCGE_CHART } from './pcge-chart.ts';
export { DISCOUNT_ACCOUNT_DEFAULTS, SYSTEM_TRANSACTION_TYPES, syncBookkeeping } from './pcge-sync.ts';
export { assertMonthOpen, lockBooks } from './period-lock.ts';
export { postSettlementEntry } from './settlement-entry.ts';
export {
  type TransactionTypeFacts,
  transactionTypeByCode,
  transactionTypeById,
  transactionTypeForSource,
} from './transaction-type-lookup.ts';
