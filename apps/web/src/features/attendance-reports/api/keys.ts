/** Query keys of the attendance reports; everything under it is refreshed together. */
export const ATTENDANCE_REPORTS_QUERY_KEY = ['attendance-reports'] as const;
