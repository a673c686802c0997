import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TClientListQuery, TClientListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { CLIENTS_QUERY_KEY } from './keys';

export type ClientFilters = NonNullable<TClientListQuery['filters']>;
export type ClientListParams = ListParams<ClientFilters>;

/** POST /api/setting/client/list — one page of clients. */
export const getClients = (params: ClientListParams, signal?: AbortSignal): Promise<TClientListResponse> =>
  apiPost<TClientListResponse>('/setting/client/list', params as TClientListQuery, { signal });

export const clientsQueryOptions = (params: ClientListParams) =>
  queryOptions({
    queryKey: [...CLIENTS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getClients(params, signal),
    placeholderData: keepPreviousData,
  });

export const useClients = (params: ClientListParams) => useQuery(clientsQueryOptions(params));
