/** Query keys of the service orders feature; everything under it is refreshed after a change. */
export const SERVICE_ORDERS_QUERY_KEY = ['service-orders'] as const;
