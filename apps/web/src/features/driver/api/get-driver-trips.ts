import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DriverTripScope, TDriverTripListQuery, TDriverTripListResponse } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { DRIVER_QUERY_KEY } from './keys';

export type DriverTripParams = { scope: DriverTripScope; page: number; perPage: number };

/** POST /api/driver/travel-order/list — the driver's own trips of one scope (current, next, past). */
export const getDriverTrips = (
  { scope, page, perPage }: DriverTripParams,
  signal?: AbortSignal,
): Promise<TDriverTripListResponse> =>
  apiPost<TDriverTripListResponse>(
    '/driver/travel-order/list',
    { page, perPage, filters: { scope } } satisfies TDriverTripListQuery,
    { signal },
  );

export const driverTripsQueryOptions = (params: DriverTripParams) =>
  queryOptions({
    queryKey: [...DRIVER_QUERY_KEY, 'trips', params],
    queryFn: ({ signal }) => getDriverTrips(params, signal),
    placeholderData: keepPreviousData,
  });

export const useDriverTrips = (params: DriverTripParams) => useQuery(driverTripsQueryOptions(params));
