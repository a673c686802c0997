import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { settlementRoutes } from './settlement.routes.ts';
import { createSettlementService } from './settlement.service.ts';
import { settlementExport } from './settlement-export.ts';
import { createSettlementLineScanService } from './settlement-line-scan.service.ts';

export const settlementsModule: ModuleManifest = {
  name: 'settlements',
  exports: [settlementExport],
  setup: (ctx) => ({
    routes: settlementRoutes(
      createSettlementService(ctx, ctx.storage),
      createSettlementLineScanService(ctx, ctx.storage),
    ),
  }),
};
