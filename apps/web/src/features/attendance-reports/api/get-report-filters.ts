import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TReportFilterOptions } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { ATTENDANCE_REPORTS_QUERY_KEY } from './keys';

/** POST /api/rrhh/report/filters — the areas (within the viewer's scope) and campuses to filter by. */
export const getReportFilters = (signal?: AbortSignal): Promise<TReportFilterOptions> =>
  apiPost<TReportFilterOptions>('/rrhh/report/filters', {}, { signal });

export const reportFiltersQueryOptions = () =>
  queryOptions({
    queryKey: [...ATTENDANCE_REPORTS_QUERY_KEY, 'filters'],
    queryFn: ({ signal }) => getReportFilters(signal),
    staleTime: 5 * 60_000,
  });

export const useReportFilters = (enabled = true) => useQuery({ ...reportFiltersQueryOptions(), enabled });
