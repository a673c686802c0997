/** Query keys of the bonus grants feature; everything under it is refreshed after a write. */
export const PAYROLL_BONUSES_QUERY_KEY = ['payroll-bonuses'] as const;
