import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { referenceRoutes } from './reference.routes.ts';
import { createReferenceService } from './reference.service.ts';

export const referencesModule: ModuleManifest = {
  name: 'references',
  setup: (ctx) => ({ routes: referenceRoutes(createReferenceService(ctx)) }),
};
