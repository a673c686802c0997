import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCollectionListQuery, TCollectionListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { RECEIVABLES_QUERY_KEY } from './keys';

export type CollectionFilters = NonNullable<TCollectionListQuery['filters']>;
export type CollectionListParams = ListParams<CollectionFilters>;

/** POST /api/billing/receivables/collection/list — one page of collections, newest first. */
export const getCollections = (
  params: CollectionListParams,
  signal?: AbortSignal,
): Promise<TCollectionListResponse> =>
  apiPost<TCollectionListResponse>('/billing/receivables/collection/list', params as TCollectionListQuery, {
    signal,
  });

export const collectionsQueryOptions = (params: CollectionListParams) =>
  queryOptions({
    queryKey: [...RECEIVABLES_QUERY_KEY, 'collections', params],
    queryFn: ({ signal }) => getCollections(params, signal),
    placeholderData: keepPreviousData,
  });

export const useCollections = (params: CollectionListParams) => useQuery(collectionsQueryOptions(params));
