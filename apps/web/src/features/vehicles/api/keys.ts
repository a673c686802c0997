/** Query keys of the vehicles feature; a save refreshes everything under `vehicles`. */
export const VEHICLES_QUERY_KEY = ['vehicles'] as const;
