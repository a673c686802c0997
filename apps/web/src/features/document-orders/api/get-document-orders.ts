import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TDocumentOrderListQuery, TDocumentOrderListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { DOCUMENT_ORDERS_QUERY_KEY } from './keys';

export type DocumentOrderFilters = NonNullable<TDocumentOrderListQuery['filters']>;
export type DocumentOrderListParams = ListParams<DocumentOrderFilters>;

/** POST /api/operations/document-order/list — one page of document orders. */
export const getDocumentOrders = (
  params: DocumentOrderListParams,
  signal?: AbortSignal,
): Promise<TDocumentOrderListResponse> =>
  apiPost<TDocumentOrderListResponse>('/operations/document-order/list', params as TDocumentOrderListQuery, {
    signal,
  });

export const documentOrdersQueryOptions = (params: DocumentOrderListParams) =>
  queryOptions({
    queryKey: [...DOCUMENT_ORDERS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getDocumentOrders(params, signal),
    placeholderData: keepPreviousData,
  });

export const useDocumentOrders = (params: DocumentOrderListParams) =>
  useQuery(documentOrdersQueryOptions(params));
