import { type ModuleManifest, routesOf } from '../../platform/module-manifest.ts';
import { createAccountingAccountService } from './accounting-account.service.ts';
import { incomeStatementExport, ledgerExport, trialBalanceExport } from './book-report-exports.ts';
import { bookkeepingRoutes } from './bookkeeping.routes.ts';
import { registerBookkeepingFeeds } from './bookkeeping-feeds.ts';
import { createBookkeepingReportService } from './bookkeeping-report.service.ts';
import { createDiscountAccountService } from './discount-account.service.ts';
import { incomeStatementRoutes } from './income-statement.routes.ts';
import { createIncomeStatementService } from './income-statement.service.ts';
import { createJournalService } from './journal.service.ts';
import { journalExport } from './journal-export.ts';
import { createPeriodService } from './period.service.ts';
import { createPleService } from './ple.service.ts';
import { createTransactionTypeService } from './transaction-type.service.ts';

export const bookkeepingModule: ModuleManifest = {
  name: 'bookkeeping',
  exports: [journalExport, ledgerExport, trialBalanceExport, incomeStatementExport],
  listen: registerBookkeepingFeeds,
  setup: (ctx) => ({
    routes: routesOf(
      bookkeepingRoutes({
        accounts: createAccountingAccountService(ctx),
        types: createTransactionTypeService(ctx),
        journal: createJournalService(ctx),
        reports: createBookkeepingReportService(ctx),
        periods: createPeriodService(ctx),
        ple: createPleService(ctx),
        discountAccounts: createDiscountAccountService(ctx),
      }),
      incomeStatementRoutes(createIncomeStatementService(ctx)),
    ),
  }),
};
