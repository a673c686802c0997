import { sheetImportHandler } from '../../platform/import/sheet-import-job.ts';
import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { clientRoutes } from './client.routes.ts';
import { createClientService } from './client.service.ts';
import { clientExport } from './client-export.ts';
import { CLIENT_IMPORT, createClientImportService } from './client-import.service.ts';

export const clientsModule: ModuleManifest = {
  name: 'clients',
  exports: [clientExport],
  // The import runs as a job: the route stores the file and answers the batch's id.
  batches: () => ({ 'client-import': sheetImportHandler(CLIENT_IMPORT) }),
  setup: (ctx) => ({ routes: clientRoutes(createClientService(ctx), createClientImportService(ctx)) }),
};
