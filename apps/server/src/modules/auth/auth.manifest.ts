import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';

export const authModule: ModuleManifest = {
  name: 'auth',
  setup: (ctx) => ({ routes: authRoutes(createAuthService(ctx)) }),
};
