import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TMonthGridQuery, TMonthGridResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { ATTENDANCE_REPORTS_QUERY_KEY } from './keys';

export type MonthGridFilters = NonNullable<TMonthGridQuery['filters']>;
export type MonthGridParams = ListParams<MonthGridFilters> & { month: string };

/** POST /api/rrhh/attendance/list — one page of HR payroll's month grid. */
export const getMonthGrid = (params: MonthGridParams, signal?: AbortSignal): Promise<TMonthGridResponse> =>
  apiPost<TMonthGridResponse>('/rrhh/attendance/list', params as TMonthGridQuery, { signal });

export const monthGridQueryOptions = (params: MonthGridParams) =>
  queryOptions({
    queryKey: [...ATTENDANCE_REPORTS_QUERY_KEY, 'grid', params],
    queryFn: ({ signal }) => getMonthGrid(params, signal),
    placeholderData: keepPreviousData,
  });

export const useMonthGrid = (params: MonthGridParams) => useQuery(monthGridQueryOptions(params));
