import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TRouteCodeListQuery, TRouteCodeListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { ROUTE_CODE_KEY } from './keys';

export type RouteCodeFilters = NonNullable<TRouteCodeListQuery['filters']>;
export type RouteCodeListParams = ListParams<RouteCodeFilters>;

/** POST /api/setting/route-code/list — one page. */
export const getRouteCodes = (
  params: RouteCodeListParams,
  signal?: AbortSignal,
): Promise<TRouteCodeListResponse> =>
  apiPost<TRouteCodeListResponse>('/setting/route-code/list', params as TRouteCodeListQuery, { signal });

export const routeCodesQueryOptions = (params: RouteCodeListParams) =>
  queryOptions({
    queryKey: [...ROUTE_CODE_KEY, 'list', params],
    queryFn: ({ signal }) => getRouteCodes(params, signal),
    placeholderData: keepPreviousData,
  });

export const useRouteCodes = (params: RouteCodeListParams) => useQuery(routeCodesQueryOptions(params));
