/** Query keys of receivables; everything under it is refreshed after a collection or a write-off. */
export const RECEIVABLES_QUERY_KEY = ['billing-receivables'] as const;
