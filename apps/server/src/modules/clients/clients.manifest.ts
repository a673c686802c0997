import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { clientRoutes } from './client.routes.ts';
import { createClientService } from './client.service.ts';
import { clientExport } from './client-export.ts';
import { createClientImportService } from './client-import.service.ts';

export const clientsModule: ModuleManifest = {
  name: 'clients',
  exports: [clientExport],
  setup: (ctx) => ({ routes: clientRoutes(createClientService(ctx), createClientImportService(ctx)) }),
};
