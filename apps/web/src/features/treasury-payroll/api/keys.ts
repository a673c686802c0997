/** Query keys of treasury's payroll screens; a created payment refreshes the contributions due. */
export const CONTRIBUTIONS_QUERY_KEY = ['treasury-contributions'] as const;
export const UNBOOKED_QUERY_KEY = ['treasury-unbooked'] as const;
