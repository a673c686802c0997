/**
 * The clients module's public entry: clients with their addresses, delivery points and contacts.
 * It sits at the level of employees (above references, for ubigeo) and imports neither employees
 * nor fleet. Orders and rates read clients through the functions below.
 */

export { clientAddresses, clientContacts, clientDeliveryPoints, clients } from './client.table.ts';
export {
  assertClient,
  type ClientPlace,
  clientShipperOf,
  deliveryPointOfClient,
  deliveryPointPlaceOf,
  findClient,
  listDeliveryPoints,
} from './client-read.ts';
export { insertDemoClients } from './client-seed.ts';
export { clientsModule } from './clients.manifest.ts';
export {
  type ClientSearchField,
  clientDocumentOf,
  clientIdByDocument,
  clientLegalNameOf,
  clientMatches,
  clientNameOf,
  clientParty,
  deliveryPointLabelOf,
  deliveryPointNameOf,
  firstActiveClients,
} from './clients-lookups.ts';
