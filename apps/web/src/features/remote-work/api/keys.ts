/** Query keys of the homework status feature; everything under it is refreshed after a save. */
export const REMOTE_WORK_QUERY_KEY = ['remote-work'] as const;
