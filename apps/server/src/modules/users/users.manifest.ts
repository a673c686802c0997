import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { userRoutes } from './user.routes.ts';
import { createUserService } from './user.service.ts';
import { userExport } from './user-export.ts';

export const usersModule: ModuleManifest = {
  name: 'users',
  exports: [userExport],
  setup: (ctx) => ({ routes: userRoutes(createUserService(ctx)) }),
};
