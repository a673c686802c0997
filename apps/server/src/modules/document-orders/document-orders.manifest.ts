import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { documentOrderRoutes } from './document-order.routes.ts';
import { createDocumentOrderService } from './document-order.service.ts';
import { documentOrderExport } from './document-order-export.ts';

export const documentOrdersModule: ModuleManifest = {
  name: 'document-orders',
  exports: [documentOrderExport],
  setup: (ctx) => ({ routes: documentOrderRoutes(createDocumentOrderService(ctx, ctx.storage)) }),
};
