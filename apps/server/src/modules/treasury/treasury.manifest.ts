import { type ModuleManifest, routesOf } from '../../platform/module-manifest.ts';
import { bankAccountRoutes } from './bank-account.routes.ts';
import { createBankAccountService } from './bank-account.service.ts';
import { bankAccountExport } from './bank-account-export.ts';
import { exchangeRateRoutes } from './exchange-rate.routes.ts';
import { createExchangeRateService } from './exchange-rate.service.ts';
import { createRevaluationService } from './revaluation.service.ts';
import { createTreasuryAttachmentService } from './treasury-attachment.service.ts';
import { registerTreasuryFeeds } from './treasury-feeds.ts';
import { treasuryPayrollRoutes } from './treasury-payroll.routes.ts';
import { createTreasuryProcessingService } from './treasury-processing.ts';
import { treasurySettingsRoutes } from './treasury-settings.routes.ts';
import { treasuryTransactionRoutes } from './treasury-transaction.routes.ts';
import { createTreasuryTransactionService } from './treasury-transaction.service.ts';
import { transactionExport } from './treasury-transaction-export.ts';

export const treasuryModule: ModuleManifest = {
  name: 'treasury',
  exports: [bankAccountExport, transactionExport],
  // Approved payroll, advances, viatics and settlement balances arrive as pending movements.
  listen: registerTreasuryFeeds,
  setup: (ctx) => ({
    routes: routesOf(
      bankAccountRoutes(createBankAccountService(ctx)),
      exchangeRateRoutes(createExchangeRateService(ctx), createRevaluationService(ctx)),
      treasuryTransactionRoutes({
        transactions: createTreasuryTransactionService(ctx),
        processing: createTreasuryProcessingService(ctx),
        attachments: createTreasuryAttachmentService(ctx, ctx.storage),
      }),
      treasuryPayrollRoutes(ctx),
      treasurySettingsRoutes(ctx),
    ),
  }),
};
