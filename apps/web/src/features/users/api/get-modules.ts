import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TModuleItem } from '@zerg/shared';
import { apiGet } from '../../../lib/api-client';
import { USER_CATALOG_QUERY_KEY } from './keys';

/** GET /api/module/list — every module with its sections. */
export const getModules = (signal?: AbortSignal): Promise<TModuleItem[]> =>
  apiGet<TModuleItem[]>('/module/list', { signal });

export const modulesQueryOptions = () =>
  queryOptions({
    queryKey: [...USER_CATALOG_QUERY_KEY, 'modules'],
    queryFn: ({ signal }) => getModules(signal),
    staleTime: 5 * 60_000,
  });

export const useModules = () => useQuery(modulesQueryOptions());
