import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { documentOrderRoutes } from './document-order.routes.ts';
import { createDocumentOrderService } from './document-order.service.ts';

export const documentOrdersModule: ModuleManifest = {
  name: 'document-orders',
  setup: (ctx) => ({ routes: documentOrderRoutes(createDocumentOrderService(ctx, ctx.storage)) }),
};
