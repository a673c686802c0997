import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDriverTrip } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { DRIVER_QUERY_KEY } from './keys';

/** POST /api/driver/travel-order/get — one of the driver's own trips in full (404 for anyone else's). */
export const getDriverTrip = (id: number, signal?: AbortSignal): Promise<TDriverTrip> =>
  apiPost<TDriverTrip>('/driver/travel-order/get', { id }, { signal });

export const driverTripQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: [...DRIVER_QUERY_KEY, 'trip', id],
    queryFn: ({ signal }) => getDriverTrip(id ?? 0, signal),
    enabled: id !== null,
  });

export const useDriverTrip = (id: number | null) => useQuery(driverTripQueryOptions(id));
