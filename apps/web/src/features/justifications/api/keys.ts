/** Query keys of the justifications feature; everything under it is refreshed after a write. */
export const JUSTIFICATIONS_QUERY_KEY = ['justifications'] as const;
