import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { createCatalogService } from './catalog.service.ts';

export const catalogModule: ModuleManifest = {
  name: 'catalog',
  setup: (ctx) => ({ routes: catalogRoutes(createCatalogService(ctx)) }),
};
