import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOption } from '@zerg/shared';
import { apiPost } from '../lib/api-client';
import { referenceKey } from './keys';

/** POST /api/setting/travel-route/select — the active routes as "LIM-AQP-01 · Lima → Arequipa". */
export const getTravelRouteOptions = (signal?: AbortSignal): Promise<TOption[]> =>
  apiPost<TOption[]>('/setting/travel-route/select', {}, { signal });

export const travelRouteOptionsQueryOptions = () =>
  queryOptions({
    queryKey: referenceKey('travelRoutes'),
    queryFn: ({ signal }) => getTravelRouteOptions(signal),
  });

export const useTravelRouteOptions = () => useQuery(travelRouteOptionsQueryOptions());
