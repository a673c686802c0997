import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOption } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { ROUTE_CODE_KEY } from './keys';

/** POST /api/setting/route-code/select — the active rows, for pickers. */
export const getRouteCodeOptions = (signal?: AbortSignal): Promise<TOption[]> =>
  apiPost<TOption[]>('/setting/route-code/select', {}, { signal });

export const routeCodeOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...ROUTE_CODE_KEY, 'options'],
    queryFn: ({ signal }) => getRouteCodeOptions(signal),
  });

export const useRouteCodeOptions = () => useQuery(routeCodeOptionsQueryOptions());
