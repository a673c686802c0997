import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { clientRoutes } from './client.routes.ts';
import { createClientService } from './client.service.ts';
import { createClientImportService } from './client-import.service.ts';

export const clientsModule: ModuleManifest = {
  name: 'clients',
  setup: (ctx) => ({ routes: clientRoutes(createClientService(ctx), createClientImportService(ctx)) }),
};
