/** Query keys of the driver's phone; everything under it is refreshed after the driver acts. */
export const DRIVER_QUERY_KEY = ['driver'] as const;
