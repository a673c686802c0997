import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TOutboxItem, TOutboxListQuery } from '@zerg/shared';
import type { ListParams, ListResponse } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { EMAIL_SETTINGS_QUERY_KEY } from './keys';

export type OutboxFilters = NonNullable<TOutboxListQuery['filters']>;
export type OutboxListParams = ListParams<OutboxFilters>;

/** POST /api/setting/outbox/list — mail kept in the outbox (sent, queued or failed). */
export const getOutbox = (
  params: OutboxListParams,
  signal?: AbortSignal,
): Promise<ListResponse<TOutboxItem>> =>
  apiPost<ListResponse<TOutboxItem>>('/setting/outbox/list', params as TOutboxListQuery, { signal });

export const outboxQueryOptions = (params: OutboxListParams) =>
  queryOptions({
    queryKey: [...EMAIL_SETTINGS_QUERY_KEY, 'outbox', params],
    queryFn: ({ signal }) => getOutbox(params, signal),
    placeholderData: keepPreviousData,
  });

export const useOutbox = (params: OutboxListParams) => useQuery(outboxQueryOptions(params));
