/**
 * The operations module's public entry (module 4): service orders (section 32) and travel orders
 * (section 31). It sits above viatics (a trip's viatics are viatic requests). Document orders,
 * documentary settlements and the driver's phone read trips through what is exported here.
 */

export { takeDespatchNumber } from './despatch-series.ts';
export {
  DOCUMENT_EXPIRY_TASK,
  type ReminderRun,
  sendDocumentExpiryReminders,
} from './document-expiry-reminders.ts';
export { operationsModule } from './operations.manifest.ts';
export { travelOrderEventsOf } from './operations.repository.ts';
export {
  findTrip,
  type Trip,
  type TripFacts,
  type TripFilter,
  tripChoices,
  tripClientIdOf,
  tripCodeOf,
  tripDriverIdOf,
  tripMatches,
  tripRows,
  tripServiceOrderCodeOf,
  tripsInStates,
  tripTractorIdOf,
  tripWhere,
} from './operations-lookups.ts';
export { insertDemoOperations } from './operations-seed.ts';
export { insertDemoDespatches } from './operations-seed-despatch.ts';
export { serviceOrders } from './service-order.table.ts';
export { announceTripAdvance, markTripAdvancePaid, tripAdvanceAmount } from './travel-advance.ts';
export { travelOrderEvents, travelOrders } from './travel-order.table.ts';
export { despatchOf, type TripDespatch } from './travel-order-despatch.ts';
export { tripGreOf, tripGrePdf } from './travel-order-gre.ts';
export {
  addTripNote,
  changeTravelOrderState,
  lockSettledTravelOrder,
  type TravelOrderStateChange,
} from './travel-order-state.ts';
export { finishedTripsToBill, type TripToBill, tripsToBillByIds } from './trips-to-bill.ts';
