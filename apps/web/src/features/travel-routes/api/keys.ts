/** Query keys of the travel-routes feature; a save refreshes everything under `travel-routes`. */
export const TRAVEL_ROUTES_QUERY_KEY = ['travel-routes'] as const;

export const ZONE_KEY = [...TRAVEL_ROUTES_QUERY_KEY, 'zone'] as const;
export const TOLL_KEY = [...TRAVEL_ROUTES_QUERY_KEY, 'toll'] as const;
export const TOLL_GROUP_KEY = [...TRAVEL_ROUTES_QUERY_KEY, 'toll-group'] as const;
export const ROUTE_CODE_KEY = [...TRAVEL_ROUTES_QUERY_KEY, 'route-code'] as const;
export const TRAVEL_ROUTE_KEY = [...TRAVEL_ROUTES_QUERY_KEY, 'travel-route'] as const;
