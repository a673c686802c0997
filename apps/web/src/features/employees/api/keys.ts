/** Query keys of the employees feature; everything under `employees` is refreshed after a save. */
export const EMPLOYEES_QUERY_KEY = ['employees'] as const;
/** Catalogues of the employee forms (areas, banks, ubigeo…): they rarely change. */
export const EMPLOYEE_REFERENCES_QUERY_KEY = ['employee-references'] as const;

/** Everything about one employee (record, job, schedule, vacations, files). */
export const employeeRecordKey = (id: number) => [...EMPLOYEES_QUERY_KEY, 'record', id] as const;

/** Catalogues are cached for the session's working time. */
export const REFERENCE_STALE_TIME = 30 * 60_000;
