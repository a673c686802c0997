import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TYearQuery, TYearResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { ATTENDANCE_REPORTS_QUERY_KEY } from './keys';

export type YearFilters = NonNullable<TYearQuery['filters']>;
export type YearParams = ListParams<YearFilters> & { year: number };

/** POST /api/rrhh/report/year — per employee the twelve months' totals, and the year's chart. */
export const getYearReport = (params: YearParams, signal?: AbortSignal): Promise<TYearResponse> =>
  apiPost<TYearResponse>('/rrhh/report/year', params as TYearQuery, { signal });

export const yearReportQueryOptions = (params: YearParams) =>
  queryOptions({
    queryKey: [...ATTENDANCE_REPORTS_QUERY_KEY, 'year', params],
    queryFn: ({ signal }) => getYearReport(params, signal),
    placeholderData: keepPreviousData,
  });

export const useYearReport = (params: YearParams) => useQuery(yearReportQueryOptions(params));
