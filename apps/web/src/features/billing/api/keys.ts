/** Query keys of the billing feature; everything under it is refreshed after a change. */
export const BILLING_QUERY_KEY = ['billing'] as const;
