import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDetailsQuery, TDetailsResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { ATTENDANCE_REPORTS_QUERY_KEY } from './keys';

export type DetailsFilters = NonNullable<TDetailsQuery['filters']>;
export type DetailsParams = ListParams<DetailsFilters> & { from: string; to: string };

/** POST /api/rrhh/report/details — one page of the marks of a range, and marks per day by method. */
export const getDetailsReport = (params: DetailsParams, signal?: AbortSignal): Promise<TDetailsResponse> =>
  apiPost<TDetailsResponse>('/rrhh/report/details', params as TDetailsQuery, { signal });

export const detailsReportQueryOptions = (params: DetailsParams) =>
  queryOptions({
    queryKey: [...ATTENDANCE_REPORTS_QUERY_KEY, 'details', params],
    queryFn: ({ signal }) => getDetailsReport(params, signal),
    placeholderData: keepPreviousData,
  });

export const useDetailsReport = (params: DetailsParams) => useQuery(detailsReportQueryOptions(params));
