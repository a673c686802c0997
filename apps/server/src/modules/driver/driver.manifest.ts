import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { driverRoutes } from './driver.routes.ts';
import { createDriverService } from './driver.service.ts';

export const driverModule: ModuleManifest = {
  name: 'driver',
  setup: (ctx) => ({ routes: driverRoutes(createDriverService(ctx, ctx.storage)) }),
};
