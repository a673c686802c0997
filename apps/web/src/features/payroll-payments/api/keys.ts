export const PAYROLL_RUN_QUERY_KEY = ['payroll-runs'] as const;

/** Everything about a run's deliveries (the summary and the table): refreshed when a send ends. */
export const deliveriesKey = (runId: number) => [...PAYROLL_RUN_QUERY_KEY, 'deliveries', runId] as const;
