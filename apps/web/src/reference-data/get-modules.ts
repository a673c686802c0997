import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TModuleItem } from '@zerg/shared';
import { apiGet } from '../lib/api-client';
import { REFERENCE_STALE_TIME, referenceKey } from './keys';

/** GET /api/module/list — every module with its sections. */
export const getModules = (signal?: AbortSignal): Promise<TModuleItem[]> =>
  apiGet<TModuleItem[]>('/module/list', { signal });

export const modulesQueryOptions = () =>
  queryOptions({
    queryKey: referenceKey('modules'),
    queryFn: ({ signal }) => getModules(signal),
    staleTime: REFERENCE_STALE_TIME,
  });

export const useModules = () => useQuery(modulesQueryOptions());
