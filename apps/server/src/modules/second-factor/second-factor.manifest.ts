import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { secondFactorRoutes } from './second-factor.routes.ts';
import { createSecondFactorService } from './second-factor.service.ts';
import { createSecuritySettingsService } from './security-settings.service.ts';

export const secondFactorModule: ModuleManifest = {
  name: 'second-factor',
  setup: (ctx) => ({
    routes: secondFactorRoutes(createSecondFactorService(ctx), createSecuritySettingsService(ctx)),
  }),
};
