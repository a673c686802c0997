import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { ctsDepositRoutes } from './cts-deposit.routes.ts';
import { createCtsDepositService } from './cts-deposit.service.ts';
import { ctsStatementBatchHandler } from './cts-statement.batch.ts';

export const ctsDepositsModule: ModuleManifest = {
  name: 'cts-deposits',
  batches: () => ({ 'cts-statements': ctsStatementBatchHandler() }),
  setup: (ctx) => ({ routes: ctsDepositRoutes(createCtsDepositService(ctx, ctx.documentBatches)) }),
};
