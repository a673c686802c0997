import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TRemoteWorkListQuery, TRemoteWorkListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { REMOTE_WORK_QUERY_KEY } from './keys';

export type RemoteWorkFilters = NonNullable<TRemoteWorkListQuery['filters']>;
export type RemoteWorkListParams = ListParams<RemoteWorkFilters>;

/** POST /api/setting/homework-status/list — one page of remote-work assignments. */
export const getRemoteWork = (
  params: RemoteWorkListParams,
  signal?: AbortSignal,
): Promise<TRemoteWorkListResponse> =>
  apiPost<TRemoteWorkListResponse>('/setting/homework-status/list', params as TRemoteWorkListQuery, {
    signal,
  });

export const remoteWorkQueryOptions = (params: RemoteWorkListParams) =>
  queryOptions({
    queryKey: [...REMOTE_WORK_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getRemoteWork(params, signal),
    placeholderData: keepPreviousData,
  });

export const useRemoteWork = (params: RemoteWorkListParams) => useQuery(remoteWorkQueryOptions(params));
