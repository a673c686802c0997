/**
 * Query keys more than one part of the app touches. Invalidating the session access (e.g. after
 * an admin edits their own user) makes the app reload the signed-in user's modules and sections.
 */
export const SESSION_ACCESS_QUERY_KEY = ['session', 'access'] as const;

/**
 * Everything about employees: the list, the pickers (`reference-data/`) and each record (also read
 * on the profile). Any write to an employee invalidates this root, so every view of them refreshes.
 */
export const EMPLOYEES_QUERY_KEY = ['employees'] as const;

/** One employee's record (personal data, job, schedule, vacations, files…). */
export const employeeRecordKey = (id: number) => [...EMPLOYEES_QUERY_KEY, 'record', id] as const;

/** Monitoring's "today": refetched by its own timer and at once when the real-time channel says so. */
export const ATTENDANCE_TODAY_QUERY_KEY = ['attendance-reports', 'today'] as const;

/**
 * SUNAT electronic documents: the e-documents list and each record, also shown in a sales
 * document's SUNAT panel. A resend invalidates this root.
 */
export const E_DOCUMENTS_QUERY_KEY = ['e-documents'] as const;
