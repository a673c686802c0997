/** Query keys of the workshop discounts feature; everything under it is refreshed after a write. */
export const WORKSHOP_DISCOUNTS_QUERY_KEY = ['workshop-discounts'] as const;
