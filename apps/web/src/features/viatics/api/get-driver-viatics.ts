import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDriverViaticListQuery, TViaticListResponse } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { VIATICS_QUERY_KEY } from './keys';

export type DriverViaticParams = { page: number; perPage: number; filters?: { status?: 1 | 2 | 3 } };

/** POST /api/driver/viatic/list — the signed-in driver's own viatics, newest trip first. */
export const getDriverViatics = (
  params: DriverViaticParams,
  signal?: AbortSignal,
): Promise<TViaticListResponse> =>
  apiPost<TViaticListResponse>(
    '/driver/viatic/list',
    { ...params, sortBy: 'startDate', sortDesc: true } satisfies TDriverViaticListQuery,
    { signal },
  );

export const driverViaticsQueryOptions = (params: DriverViaticParams) =>
  queryOptions({
    queryKey: [...VIATICS_QUERY_KEY, 'driver', params],
    queryFn: ({ signal }) => getDriverViatics(params, signal),
    placeholderData: keepPreviousData,
  });

export const useDriverViatics = (params: DriverViaticParams) => useQuery(driverViaticsQueryOptions(params));
