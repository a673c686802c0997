import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { settlementRoutes } from './settlement.routes.ts';
import { createSettlementService } from './settlement.service.ts';
import { createSettlementLineScanService } from './settlement-line-scan.service.ts';

export const settlementsModule: ModuleManifest = {
  name: 'settlements',
  setup: (ctx) => ({
    routes: settlementRoutes(
      createSettlementService(ctx, ctx.storage),
      createSettlementLineScanService(ctx, ctx.storage),
    ),
  }),
};
