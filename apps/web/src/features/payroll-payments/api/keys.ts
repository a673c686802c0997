export const PAYROLL_RUN_QUERY_KEY = ['payroll-runs'] as const;
