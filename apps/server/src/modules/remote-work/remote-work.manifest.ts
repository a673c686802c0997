import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { remoteWorkRoutes } from './remote-work.routes.ts';
import { createRemoteWorkService } from './remote-work.service.ts';
import { remoteWorkExport } from './remote-work-export.ts';

export const remoteWorkModule: ModuleManifest = {
  name: 'remote-work',
  exports: [remoteWorkExport],
  setup: (ctx) => ({ routes: remoteWorkRoutes(createRemoteWorkService(ctx)) }),
};
