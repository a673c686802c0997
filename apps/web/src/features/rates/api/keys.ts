/** Query keys of the rates feature; a write refreshes everything under `rates`. */
export const RATES_QUERY_KEY = ['rates'] as const;
