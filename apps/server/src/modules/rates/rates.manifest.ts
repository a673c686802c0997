import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { rateRoutes } from './rate.routes.ts';
import { createRateService } from './rate.service.ts';
import { rateExport } from './rate-export.ts';

export const ratesModule: ModuleManifest = {
  name: 'rates',
  exports: [rateExport],
  setup: (ctx) => ({ routes: rateRoutes(createRateService(ctx)) }),
};
