import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TViaticListQuery, TViaticListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { VIATICS_QUERY_KEY } from './keys';

export type ViaticFilters = NonNullable<TViaticListQuery['filters']>;
export type ViaticListParams = ListParams<ViaticFilters>;

/** POST /api/rrhh/viatic/list — one page of viatics the caller may see. */
export const getViatics = (params: ViaticListParams, signal?: AbortSignal): Promise<TViaticListResponse> =>
  apiPost<TViaticListResponse>('/rrhh/viatic/list', params as TViaticListQuery, { signal });

export const viaticsQueryOptions = (params: ViaticListParams) =>
  queryOptions({
    queryKey: [...VIATICS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getViatics(params, signal),
    placeholderData: keepPreviousData,
  });

export const useViatics = (params: ViaticListParams) => useQuery(viaticsQueryOptions(params));
