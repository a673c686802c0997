/** Query keys of the rate table feature; everything under it is refreshed after a save. */
export const EXCHANGE_RATES_QUERY_KEY = ['treasury-exchange-rates'] as const;
