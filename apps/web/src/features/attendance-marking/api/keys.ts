/** Query keys of attendance marking; everything under it is refreshed after a mark. */
export const MARKING_QUERY_KEY = ['attendance-marking'] as const;
