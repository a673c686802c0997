import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TViaticRole } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { VIATICS_QUERY_KEY } from './keys';

/** POST /api/rrhh/viatic/my-role — which approval steps the screen offers the signed-in user. */
export const getViaticRole = (signal?: AbortSignal): Promise<TViaticRole> =>
  apiPost<TViaticRole>('/rrhh/viatic/my-role', {}, { signal });

export const viaticRoleQueryOptions = () =>
  queryOptions({
    queryKey: [...VIATICS_QUERY_KEY, 'role'],
    queryFn: ({ signal }) => getViaticRole(signal),
    staleTime: 60_000,
  });

export const useViaticRole = () => useQuery(viaticRoleQueryOptions());
