import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMonthGridQuery, TMonthGridResponse } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import type { MonthGridParams } from './get-month-grid';
import { ATTENDANCE_REPORTS_QUERY_KEY } from './keys';

/** POST /api/rrhh/report/monthly — the monthly report's page and its chart. */
export const getMonthlyReport = (
  params: MonthGridParams,
  signal?: AbortSignal,
): Promise<TMonthGridResponse> =>
  apiPost<TMonthGridResponse>('/rrhh/report/monthly', params as TMonthGridQuery, { signal });

export const monthlyReportQueryOptions = (params: MonthGridParams) =>
  queryOptions({
    queryKey: [...ATTENDANCE_REPORTS_QUERY_KEY, 'monthly', params],
    queryFn: ({ signal }) => getMonthlyReport(params, signal),
    placeholderData: keepPreviousData,
  });

export const useMonthlyReport = (params: MonthGridParams) => useQuery(monthlyReportQueryOptions(params));
