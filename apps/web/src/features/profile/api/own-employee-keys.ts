/** Query keys of the user's own employee record, read-only on the profile page. */
export const OWN_EMPLOYEE_QUERY_KEY = ['profile', 'employee'] as const;
