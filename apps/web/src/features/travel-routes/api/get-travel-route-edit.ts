import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTravelRouteEdit } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTE_KEY } from './keys';

/** POST /api/setting/travel-route/get-edit — one row as its form needs it. */
export const getTravelRouteEdit = (id: number, signal?: AbortSignal): Promise<TTravelRouteEdit> =>
  apiPost<TTravelRouteEdit>('/setting/travel-route/get-edit', { id }, { signal });

export const travelRouteEditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...TRAVEL_ROUTE_KEY, 'edit', id],
    queryFn: ({ signal }) => getTravelRouteEdit(id, signal),
    staleTime: 0,
  });

export const useTravelRouteEdit = (id: number | null) =>
  useQuery({ ...travelRouteEditQueryOptions(id ?? 0), enabled: (id ?? 0) > 0 });
