/**
 * The bookkeeping module's public entry (module 12): the chart of accounts and transaction types
 * (section 36) and the journal (section 35). Treasury posts each processed movement through
 * `postJournalEntry` and reads the accounts of a movement's type here.
 */

import type { Deps } from '../../platform/deps.ts';
import { onPaidByHand, onPayableApproved, onPayableWithdrawn } from '../../platform/events/payables.ts';
import { onTripExpensesRendered } from '../../platform/events/trip-expenses.ts';
import { createAccountingAccountService } from './accounting-account.service.ts';
import { bookkeepingRoutes } from './bookkeeping.routes.ts';
import { createBookkeepingReportService } from './bookkeeping-report.service.ts';
import { postHandPayment } from './hand-payment-entry.ts';
import { createJournalService } from './journal.service.ts';
import { postPayrollEntry, reversePayrollEntry } from './payroll-entry.ts';
import { postSettlementEntry } from './settlement-entry.ts';
import { createTransactionTypeService } from './transaction-type.service.ts';

export { accountingAccounts, accountingTransactionTypes } from './accounting-account.table.ts';
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
export { SYSTEM_TRANSACTION_TYPES, syncBookkeeping } from './pcge-sync.ts';
export { postSettlementEntry } from './settlement-entry.ts';
export {
  type TransactionTypeFacts,
  transactionTypeById,
  transactionTypeForSource,
} from './transaction-type-lookup.ts';

/** The routes with their services, for app.ts. */
export const bookkeepingPlugin = (deps: Deps) =>
  bookkeepingRoutes({
    accounts: createAccountingAccountService(deps),
    types: createTransactionTypeService(deps),
    journal: createJournalService(deps),
    reports: createBookkeepingReportService(deps),
  });

/**
 * An approved payroll run posts its accrual in the approver's transaction; a canceled one posts the
 * reversal. A closed settlement posts its expenses; money paid by hand posts against the cash box. Called once where the app is built (a second call replaces the listeners).
 */
export const registerBookkeepingFeeds = (): void => {
  onPayableApproved('bookkeeping', postPayrollEntry);
  onPayableWithdrawn('bookkeeping', reversePayrollEntry);
  onTripExpensesRendered('bookkeeping', postSettlementEntry);
  onPaidByHand('bookkeeping', postHandPayment);
};
