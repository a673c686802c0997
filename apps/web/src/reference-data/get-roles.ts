import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRole } from '@zerg/shared';
import { apiGet } from '../lib/api-client';
import { REFERENCE_STALE_TIME, referenceKey } from './keys';

/** GET /api/role/list — roles with their default modules and sections. */
export const getRoles = (signal?: AbortSignal): Promise<TRole[]> => apiGet<TRole[]>('/role/list', { signal });

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: referenceKey('roles'),
    queryFn: ({ signal }) => getRoles(signal),
    staleTime: REFERENCE_STALE_TIME,
  });

export const useRoles = () => useQuery(rolesQueryOptions());
