/** Query keys of the travel orders feature; everything under it is refreshed after a change. */
export const TRAVEL_ORDERS_QUERY_KEY = ['travel-orders'] as const;
