import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRouteCodeEdit } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { ROUTE_CODE_KEY } from './keys';

/** POST /api/setting/route-code/get-edit — one row as its form needs it. */
export const getRouteCodeEdit = (id: number, signal?: AbortSignal): Promise<TRouteCodeEdit> =>
  apiPost<TRouteCodeEdit>('/setting/route-code/get-edit', { id }, { signal });

export const routeCodeEditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ROUTE_CODE_KEY, 'edit', id],
    queryFn: ({ signal }) => getRouteCodeEdit(id, signal),
    staleTime: 0,
  });

export const useRouteCodeEdit = (id: number | null) =>
  useQuery({ ...routeCodeEditQueryOptions(id ?? 0), enabled: (id ?? 0) > 0 });
