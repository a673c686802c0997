/** Query keys of the settlements feature; everything under it is refreshed after a change. */
export const SETTLEMENTS_QUERY_KEY = ['settlements'] as const;
