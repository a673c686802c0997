import { sheetImportHandler } from '../../platform/import/sheet-import-job.ts';
import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { fleetRoutes } from './fleet.routes.ts';
import { createFleetCatalogService } from './fleet-catalog.service.ts';
import { createVehicleService } from './vehicle.service.ts';
import { createVehicleDocumentService } from './vehicle-document.service.ts';
import { vehicleExport } from './vehicle-export.ts';
import { createVehicleImportService, VEHICLE_IMPORT } from './vehicle-import.service.ts';

export const fleetModule: ModuleManifest = {
  name: 'fleet',
  exports: [vehicleExport],
  // The vehicle import runs as a job: the route stores the file and answers the batch's id.
  batches: () => ({ 'vehicle-import': sheetImportHandler(VEHICLE_IMPORT) }),
  setup: (ctx) => ({
    routes: fleetRoutes(
      createVehicleService(ctx),
      createFleetCatalogService(ctx),
      createVehicleDocumentService(ctx, ctx.storage),
      createVehicleImportService(ctx),
    ),
  }),
};
