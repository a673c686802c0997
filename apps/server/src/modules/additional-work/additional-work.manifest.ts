import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { additionalWorkRoutes } from './additional-work.routes.ts';
import { createAdditionalWorkService } from './additional-work.service.ts';

export const additionalWorkModule: ModuleManifest = {
  name: 'additional-work',
  setup: (ctx) => ({ routes: additionalWorkRoutes(createAdditionalWorkService(ctx)) }),
};
