import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOption } from '@zerg/shared';
import { apiGet } from '../lib/api-client';
import { REFERENCE_STALE_TIME, referenceKey } from './keys';

/** GET /api/setting/entity-group/get-select-entity-group — the active entity groups, for pickers. */
export const getEntityGroupOptions = (signal?: AbortSignal): Promise<TOption[]> =>
  apiGet<TOption[]>('/setting/entity-group/get-select-entity-group', { signal });

export const entityGroupOptionsQueryOptions = () =>
  queryOptions({
    queryKey: referenceKey('entityGroups'),
    queryFn: ({ signal }) => getEntityGroupOptions(signal),
    staleTime: REFERENCE_STALE_TIME,
  });

export const useEntityGroupOptions = () => useQuery(entityGroupOptionsQueryOptions());
