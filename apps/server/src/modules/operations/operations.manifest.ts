import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { createServiceOrderService } from './service-order.service.ts';
import { operationsRoutes } from './travel-order.routes.ts';
import { createTravelOrderService } from './travel-order.service.ts';

export const operationsModule: ModuleManifest = {
  name: 'operations',
  setup: (ctx) => ({
    routes: operationsRoutes(createServiceOrderService(ctx), createTravelOrderService(ctx)),
  }),
};
