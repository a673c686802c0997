/**
 * The bookkeeping module's public entry (module 12): the chart of accounts and transaction types
 * (section 36) and the journal (section 35). Treasury posts each processed movement through
 * `postJournalEntry` and reads the accounts of a movement's type here.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../platform/deps.ts';
import { onPaidByHand, onPayableApproved, onPayableWithdrawn } from '../../platform/events/payables.ts';
import { onTripExpensesRendered } from '../../platform/events/trip-expenses.ts';
import { onWorkerCharge } from '../../platform/events/worker-charges.ts';
import { createAccountingAccountService } from './accounting-account.service.ts';
import { bookkeepingRoutes } from './bookkeeping.routes.ts';
import { createBookkeepingReportService } from './bookkeeping-report.service.ts';
import { createDiscountAccountService } from './discount-account.service.ts';
import { postHandPayment } from './hand-payment-entry.ts';
import { incomeStatementRoutes } from './income-statement.routes.ts';
import { createIncomeStatementService } from './income-statement.service.ts';
import { createJournalService } from './journal.service.ts';
import { postPayrollEntry, reversePayrollEntry } from './payroll-entry.ts';
import { postPaidByHand } from './payroll-payment-entry.ts';
import { createPeriodService } from './period.service.ts';
import { createPleService } from './ple.service.ts';
import { postSettlementEntry } from './settlement-entry.ts';
import { createTransactionTypeService } from './transaction-type.service.ts';
import { postWorkerCharge } from './worker-charge-entry.ts';

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
  transactionTypeById,
  transactionTypeForSource,
} from './transaction-type-lookup.ts';

/** The routes with their services, for app.ts. */
export const bookkeepingPlugin =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(
      bookkeepingRoutes({
        accounts: createAccountingAccountService(deps),
        types: createTransactionTypeService(deps),
        journal: createJournalService(deps),
        reports: createBookkeepingReportService(deps),
        periods: createPeriodService(deps),
        ple: createPleService(deps),
        discountAccounts: createDiscountAccountService(deps),
      }),
    );
    await app.register(incomeStatementRoutes(createIncomeStatementService(deps)));
  };

/**
 * An approved payroll run posts its accrual (and a monthly one its provisions) in the approver's
 * transaction; a canceled one posts the reversals; a run or advance paid elsewhere posts its payment;
 * damage charged to a worker posts the receivable; a closed settlement posts its expenses; a viatic's
 * advance handed over in cash posts against the cash box. Called once where the app is built (a
 * second call replaces the listeners).
 */
export const registerBookkeepingFeeds = (): void => {
  onPayableApproved('bookkeeping', postPayrollEntry);
  onPayableWithdrawn('bookkeeping', async (tx, event) => {
    await reversePayrollEntry(tx, event);
    await postPaidByHand(tx, event);
  });
  onWorkerCharge('bookkeeping', postWorkerCharge);
  onTripExpensesRendered('bookkeeping', postSettlementEntry);
  onPaidByHand('bookkeeping', postHandPayment);
};
