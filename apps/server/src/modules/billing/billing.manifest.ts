import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { billingRoutes } from './billing.routes.ts';
import { createBillingService } from './billing.service.ts';

export const billingModule: ModuleManifest = {
  name: 'billing',
  setup: (ctx) => ({ routes: billingRoutes(createBillingService(ctx)) }),
};
