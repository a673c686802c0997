import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { additionalWorkRoutes } from './additional-work.routes.ts';
import { createAdditionalWorkService } from './additional-work.service.ts';
import { additionalWorkExport } from './additional-work-export.ts';

export const additionalWorkModule: ModuleManifest = {
  name: 'additional-work',
  exports: [additionalWorkExport],
  setup: (ctx) => ({ routes: additionalWorkRoutes(createAdditionalWorkService(ctx)) }),
};
