import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { rateRoutes } from './rate.routes.ts';
import { createRateService } from './rate.service.ts';

export const ratesModule: ModuleManifest = {
  name: 'rates',
  setup: (ctx) => ({ routes: rateRoutes(createRateService(ctx)) }),
};
