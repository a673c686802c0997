/** Query keys of the salary-increase feature; everything under it is refreshed after a write. */
export const SALARY_INCREASE_QUERY_KEY = ['salary-increases'] as const;
