/**
 * The fleet module's public entry: vehicles with their dated documents, and the brand, model and
 * type catalogues. It sits at the level of employees (above references, for the owner companies)
 * and imports neither employees nor clients. Dispatch reads `findVehicle` and
 * `vehicleDocumentsInForce`; rates point at `vehicleTypes`.
 */

export { fleetRoutes } from './fleet.routes.ts';
export { vehicleBrands, vehicleDocuments, vehicleModels, vehicles, vehicleTypes } from './fleet.table.ts';
export { createFleetCatalogService, type FleetCatalogService } from './fleet-catalog.service.ts';
export { insertDemoFleet } from './fleet-seed.ts';
export { createVehicleService, type VehicleService } from './vehicle.service.ts';
export { createVehicleDocumentService, type VehicleDocumentService } from './vehicle-document.service.ts';
export { createVehicleImportService, type VehicleImportService } from './vehicle-import.service.ts';
export { findVehicle, vehicleDocumentsInForce } from './vehicle-read.ts';
