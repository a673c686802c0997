/** Query keys of the chart of accounts; everything under it is refreshed after a save. */
export const ACCOUNTING_ACCOUNTS_QUERY_KEY = ['accounting-accounts'] as const;
export const TRANSACTION_TYPES_QUERY_KEY = ['transaction-types'] as const;
export const DISCOUNT_ACCOUNTS_QUERY_KEY = ['discount-accounts'] as const;
