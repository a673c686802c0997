import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOption } from '@zerg/shared';
import { apiGet } from '../lib/api-client';
import { REFERENCE_STALE_TIME, referenceKey } from './keys';

/** GET /api/setting/entity-group/get-select-user — active users ("name <email>"), for pickers. */
export const getUserOptions = (signal?: AbortSignal): Promise<TOption[]> =>
  apiGet<TOption[]>('/setting/entity-group/get-select-user', { signal });

export const userOptionsQueryOptions = () =>
  queryOptions({
    queryKey: referenceKey('userOptions'),
    queryFn: ({ signal }) => getUserOptions(signal),
    staleTime: REFERENCE_STALE_TIME,
  });

export const useUserOptions = () => useQuery(userOptionsQueryOptions());
