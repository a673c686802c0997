/** Query keys of the audit search. */
export const AUDIT_LOG_QUERY_KEY = ['audit-log'] as const;
