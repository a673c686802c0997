/** Query keys of the clients feature; everything under `clients` is refreshed after a save. */
export const CLIENTS_QUERY_KEY = ['clients'] as const;
