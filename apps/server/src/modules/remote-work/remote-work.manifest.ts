import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { remoteWorkRoutes } from './remote-work.routes.ts';
import { createRemoteWorkService } from './remote-work.service.ts';

export const remoteWorkModule: ModuleManifest = {
  name: 'remote-work',
  setup: (ctx) => ({ routes: remoteWorkRoutes(createRemoteWorkService(ctx)) }),
};
