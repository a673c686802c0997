/**
 * The treasury module's public entry (level 11, the top): bank accounts (section 38) and movements
 * (section 39). It pays what the modules below approved — they announce it through
 * `platform/events/payables.ts` and `registerTreasuryFeeds` listens — and marks each source paid.
 */

export { bankAccountRoutes } from './bank-account.routes.ts';
export { type BankAccountService, createBankAccountService } from './bank-account.service.ts';
export { ensureBankLedgerAccounts, syncTreasuryLedger } from './bank-ledger.ts';
export { exchangeRateRoutes } from './exchange-rate.routes.ts';
export { createExchangeRateService, type ExchangeRateService } from './exchange-rate.service.ts';
export { createRevaluationService, type RevaluationService } from './revaluation.service.ts';
export {
  treasuryBankAccounts,
  treasurySettings,
  treasuryTransactionFiles,
  treasuryTransactionPayees,
  treasuryTransactions,
} from './treasury.table.ts';
export {
  createTreasuryAttachmentService,
  type TreasuryAttachmentService,
} from './treasury-attachment.service.ts';
export { registerTreasuryFeeds, treasuryPayableArrived } from './treasury-feeds.ts';
export { treasuryPayrollRoutes } from './treasury-payroll.routes.ts';
export { createTreasuryProcessingService, type TreasuryProcessingService } from './treasury-processing.ts';
export { insertDemoTreasury } from './treasury-seed.ts';
export { treasurySettingsRoutes } from './treasury-settings.routes.ts';
export { treasuryTransactionRoutes } from './treasury-transaction.routes.ts';
export {
  createTreasuryTransactionService,
  type TreasuryTransactionService,
} from './treasury-transaction.service.ts';
