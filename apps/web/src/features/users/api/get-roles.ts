import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRole } from '@zerg/shared';
import { apiGet } from '../../../lib/api-client';
import { USER_CATALOG_QUERY_KEY } from './keys';

/** GET /api/role/list — roles with their default modules and sections. */
export const getRoles = (signal?: AbortSignal): Promise<TRole[]> => apiGet<TRole[]>('/role/list', { signal });

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: [...USER_CATALOG_QUERY_KEY, 'roles'],
    queryFn: ({ signal }) => getRoles(signal),
    staleTime: 5 * 60_000,
  });

export const useRoles = () => useQuery(rolesQueryOptions());
