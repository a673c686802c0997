/**
 * The bookkeeping module's public entry (module 12): the chart of accounts and transaction types
 * (section 36) and the journal (section 35). Treasury posts each processed movement through
 * `postJournalEntry` and reads the accounts of a movement's type here.
 */

export { accountingAccounts, accountingTransactionTypes } from './accounting-account.table.ts';
export { journalEntries, journalLines } from './journal-entry.table.ts';
export {
  entryNumber,
  type JournalEntryInput,
  type JournalLineInput,
  postJournalEntry,
} from './journal-posting.ts';
export {
  type TransactionTypeFacts,
  transactionTypeById,
  transactionTypeForSource,
} from './transaction-type-lookup.ts';
