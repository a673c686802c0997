import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMonthGridQuery, TMonthGridResponse } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import type { MonthGridParams } from './get-month-grid';
import { ATTENDANCE_REPORTS_QUERY_KEY } from './keys';

/** The API path of each department's report (SPEC §2 spells bookkeeping `bookeeping`). */
export const DEPARTMENT_API = {
  treasury: '/treasury/attendance/report',
  bookkeeping: '/bookeeping/attendance/report',
  workshop: '/workshop/attendance/report',
  operations: '/operations/attendance/report',
} as const;
export type Department = keyof typeof DEPARTMENT_API;

/** POST /api/<department>/attendance/report — the department's own people, with its chart. */
export const getDepartmentReport = (
  department: Department,
  params: MonthGridParams,
  signal?: AbortSignal,
): Promise<TMonthGridResponse> =>
  apiPost<TMonthGridResponse>(DEPARTMENT_API[department], params as TMonthGridQuery, { signal });

export const departmentReportQueryOptions = (department: Department, params: MonthGridParams) =>
  queryOptions({
    queryKey: [...ATTENDANCE_REPORTS_QUERY_KEY, 'department', department, params],
    queryFn: ({ signal }) => getDepartmentReport(department, params, signal),
    placeholderData: keepPreviousData,
  });

export const useDepartmentReport = (department: Department, params: MonthGridParams) =>
  useQuery(departmentReportQueryOptions(department, params));
