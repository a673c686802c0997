/**
 * Catalogues every feature reads (countries, ubigeo, banks, areas, positions, campuses, companies,
 * roles, modules, and the client, travel-route and vehicle-type pickers). Each has one client in this folder and one query key, so a screen that changes
 * a catalogue refreshes every screen that shows it by invalidating `referenceKey(name)`.
 */
export const REFERENCE_QUERY_KEY = ['reference'] as const;

export type ReferenceName =
  | 'accountingAccounts'
  | 'areas'
  | 'banks'
  | 'campuses'
  | 'clients'
  | 'companies'
  | 'countries'
  | 'departments'
  | 'districts'
  | 'entityGroups'
  | 'minimumWage'
  | 'modules'
  | 'positions'
  | 'provinces'
  | 'roles'
  | 'transactionTypes'
  | 'travelOrderOptions'
  | 'travelRoutes'
  | 'vehicleTypes'
  | 'userOptions';

export const referenceKey = (name: ReferenceName, ...params: readonly (string | number)[]) =>
  [...REFERENCE_QUERY_KEY, name, ...params] as const;

/** Catalogues rarely change: cached for the session's working time. */
export const REFERENCE_STALE_TIME = 30 * 60_000;
