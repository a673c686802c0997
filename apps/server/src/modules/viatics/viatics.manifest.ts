import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { viaticRoutes } from './viatic.routes.ts';
import { createViaticService } from './viatic.service.ts';
import { viaticExport } from './viatic-export.ts';
import { createViaticRateService } from './viatic-rate.service.ts';
import { viaticRateExport } from './viatic-rate-export.ts';

export const viaticsModule: ModuleManifest = {
  name: 'viatics',
  exports: [viaticRateExport, viaticExport],
  setup: (ctx) => ({ routes: viaticRoutes(createViaticService(ctx), createViaticRateService(ctx)) }),
};
