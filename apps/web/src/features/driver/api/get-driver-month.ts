import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDriverMonth } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { DRIVER_QUERY_KEY } from './keys';

/** POST /api/driver/attendance/month — the driver's days of one month and its totals. */
export const getDriverMonth = (year: number, month: number, signal?: AbortSignal): Promise<TDriverMonth> =>
  apiPost<TDriverMonth>('/driver/attendance/month', { year, month }, { signal });

export const driverMonthQueryOptions = (year: number, month: number) =>
  queryOptions({
    queryKey: [...DRIVER_QUERY_KEY, 'month', year, month],
    queryFn: ({ signal }) => getDriverMonth(year, month, signal),
    placeholderData: keepPreviousData,
  });

export const useDriverMonth = (year: number, month: number) => useQuery(driverMonthQueryOptions(year, month));
