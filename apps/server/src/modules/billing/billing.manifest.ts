import { type ModuleManifest, routesOf } from '../../platform/module-manifest.ts';
import { receivablesRoutes } from './receivables.routes.ts';
import { createReceivablesService } from './receivables.service.ts';

export const billingModule: ModuleManifest = {
  name: 'billing',
  setup: (ctx) => ({ routes: routesOf(receivablesRoutes(createReceivablesService(ctx))) }),
};
