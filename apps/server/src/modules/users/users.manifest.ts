import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { userRoutes } from './user.routes.ts';
import { createUserService } from './user.service.ts';

export const usersModule: ModuleManifest = {
  name: 'users',
  setup: (ctx) => ({ routes: userRoutes(createUserService(ctx)) }),
};
