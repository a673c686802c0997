/**
 * The treasury module's public entry (level 11, the top): bank accounts (section 38) and movements
 * (section 39). It pays what the modules below approved — they announce it through
 * `platform/events/payables.ts` and `registerTreasuryFeeds` listens — and marks each source paid.
 */

export { ensureBankLedgerAccounts, syncTreasuryLedger } from './bank-ledger.ts';
export { exchangeRateOn } from './exchange-rate.repository.ts';
export { treasuryModule } from './treasury.manifest.ts';
export {
  treasuryBankAccounts,
  treasurySettings,
  treasuryTransactionFiles,
  treasuryTransactionPayees,
  treasuryTransactions,
} from './treasury.table.ts';
export { treasuryPayableArrived } from './treasury-feeds.ts';
export {
  type CollectedIncome,
  type IncomeAccount,
  incomeAccountLabelOf,
  incomeAccountOf,
  incomeAccounts,
  registerCollectedIncome,
} from './treasury-income.ts';
export { insertDemoTreasury } from './treasury-seed.ts';
