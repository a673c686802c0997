/** Query keys of the salary advances feature; everything under it is refreshed after a write. */
export const PAYROLL_ADVANCES_QUERY_KEY = ['payroll-advances'] as const;
