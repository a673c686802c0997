import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TJustificationRoles } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { JUSTIFICATIONS_QUERY_KEY } from './keys';

/** POST /api/attendance/justification/roles — whether the caller decides as a chief, or as HR. */
export const getJustificationRoles = (signal?: AbortSignal): Promise<TJustificationRoles> =>
  apiPost<TJustificationRoles>('/attendance/justification/roles', undefined, { signal });

export const justificationRolesQueryOptions = () =>
  queryOptions({
    queryKey: [...JUSTIFICATIONS_QUERY_KEY, 'roles'],
    queryFn: ({ signal }) => getJustificationRoles(signal),
    staleTime: 5 * 60_000,
  });

export const useJustificationRoles = () => useQuery(justificationRolesQueryOptions());
