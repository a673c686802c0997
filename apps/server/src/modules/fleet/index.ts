/**
 * The fleet module's public entry: vehicles with their dated documents, and the brand, model and
 * type catalogues. It sits at the level of employees (above references, for the owner companies)
 * and imports neither employees nor clients. Dispatch reads `findVehicle` and
 * `vehicleDocumentsInForce`; rates point at `vehicleTypes`.
 */

export { fleetModule } from './fleet.manifest.ts';
export { vehicleBrands, vehicleDocuments, vehicleModels, vehicles, vehicleTypes } from './fleet.table.ts';
export {
  activeVehicles,
  vehiclePlateMatches,
  vehiclePlateOf,
  vehiclesDocumentedOver,
  vehicleTypeIdByName,
  vehicleTypeIsActive,
  vehicleTypeNameOf,
} from './fleet-lookups.ts';
export { type DemoFleet, insertDemoFleet } from './fleet-seed.ts';
export {
  claimDocumentReminders,
  type VehicleDocumentDue,
  vehicleDocumentsDue,
} from './vehicle-document-expiry.ts';
export { vehicleDocumentReminders } from './vehicle-document-reminder.table.ts';
export {
  despatchVehiclesById,
  dispatchDocumentsByVehicle,
  findVehicle,
  vehicleDocumentsInForce,
} from './vehicle-read.ts';
