/**
 * Query keys more than one part of the app touches. Invalidating the session access (e.g. after
 * an admin edits their own user) makes the app reload the signed-in user's modules and sections.
 */
export const SESSION_ACCESS_QUERY_KEY = ['session', 'access'] as const;
