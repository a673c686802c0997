/** Query keys of the additional-work feature; everything under it is refreshed after a write. */
export const ADDITIONAL_WORK_QUERY_KEY = ['additional-work'] as const;
