/** Query keys of the bank accounts feature; everything under it is refreshed after a save. */
export const BANK_ACCOUNTS_QUERY_KEY = ['treasury-bank-accounts'] as const;
