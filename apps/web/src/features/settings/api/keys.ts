/** Query keys of the e-mail settings; everything under it is refreshed after a save. */
export const EMAIL_SETTINGS_QUERY_KEY = ['settings', 'email'] as const;
