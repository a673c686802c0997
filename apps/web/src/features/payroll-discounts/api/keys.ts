/** Query keys of the payroll discounts feature; everything under it is refreshed after a write. */
export const PAYROLL_DISCOUNTS_QUERY_KEY = ['payroll-discounts'] as const;
