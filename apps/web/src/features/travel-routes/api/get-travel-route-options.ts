import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOption } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTE_KEY } from './keys';

/** POST /api/setting/travel-route/select — the active rows, for pickers. */
export const getTravelRouteOptions = (signal?: AbortSignal): Promise<TOption[]> =>
  apiPost<TOption[]>('/setting/travel-route/select', {}, { signal });

export const travelRouteOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...TRAVEL_ROUTE_KEY, 'options'],
    queryFn: ({ signal }) => getTravelRouteOptions(signal),
  });

export const useTravelRouteOptions = () => useQuery(travelRouteOptionsQueryOptions());
