/** Query keys of the payroll vacations tab. */
export const PAYROLL_VACATIONS_QUERY_KEY = ['payroll-vacations'] as const;
