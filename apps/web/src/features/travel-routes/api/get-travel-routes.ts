import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TTravelRouteListQuery, TTravelRouteListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTE_KEY } from './keys';

export type TravelRouteFilters = NonNullable<TTravelRouteListQuery['filters']>;
export type TravelRouteListParams = ListParams<TravelRouteFilters>;

/** POST /api/setting/travel-route/list — one page. */
export const getTravelRoutes = (
  params: TravelRouteListParams,
  signal?: AbortSignal,
): Promise<TTravelRouteListResponse> =>
  apiPost<TTravelRouteListResponse>('/setting/travel-route/list', params as TTravelRouteListQuery, {
    signal,
  });

export const travelRoutesQueryOptions = (params: TravelRouteListParams) =>
  queryOptions({
    queryKey: [...TRAVEL_ROUTE_KEY, 'list', params],
    queryFn: ({ signal }) => getTravelRoutes(params, signal),
    placeholderData: keepPreviousData,
  });

export const useTravelRoutes = (params: TravelRouteListParams) => useQuery(travelRoutesQueryOptions(params));
