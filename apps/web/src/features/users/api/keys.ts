/** Query keys of the users feature; everything under `users` is refreshed after a save. */
export const USERS_QUERY_KEY = ['users'] as const;
