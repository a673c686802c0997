/** Query keys of the treasury transactions feature; everything under it is refreshed after a change. */
export const TRANSACTIONS_QUERY_KEY = ['treasury-transactions'] as const;
