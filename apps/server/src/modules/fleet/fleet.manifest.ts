import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { fleetRoutes } from './fleet.routes.ts';
import { createFleetCatalogService } from './fleet-catalog.service.ts';
import { createVehicleService } from './vehicle.service.ts';
import { createVehicleDocumentService } from './vehicle-document.service.ts';
import { vehicleExport } from './vehicle-export.ts';
import { createVehicleImportService } from './vehicle-import.service.ts';

export const fleetModule: ModuleManifest = {
  name: 'fleet',
  exports: [vehicleExport],
  setup: (ctx) => ({
    routes: fleetRoutes(
      createVehicleService(ctx),
      createFleetCatalogService(ctx),
      createVehicleDocumentService(ctx, ctx.storage),
      createVehicleImportService(ctx),
    ),
  }),
};
