/**
 * The clients module's public entry: clients with their addresses, delivery points and contacts.
 * It sits at the level of employees (above references, for ubigeo) and imports neither employees
 * nor fleet. Orders and rates read clients through the functions below.
 */

export { clientRoutes } from './client.routes.ts';
export { type ClientService, createClientService } from './client.service.ts';
export { clientAddresses, clientContacts, clientDeliveryPoints, clients } from './client.table.ts';
export { type ClientImportService, createClientImportService } from './client-import.service.ts';
export { assertClient, deliveryPointOfClient, findClient, listDeliveryPoints } from './client-read.ts';
export { insertDemoClients } from './client-seed.ts';
