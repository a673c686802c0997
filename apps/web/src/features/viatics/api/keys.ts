/** Query keys of the viatics feature; everything under it is refreshed after a change. */
export const VIATICS_QUERY_KEY = ['viatics'] as const;
