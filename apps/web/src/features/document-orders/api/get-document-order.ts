import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDocumentOrderDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { DOCUMENT_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/document-order/get — one order with its documents and scans. */
export const getDocumentOrder = (id: number, signal?: AbortSignal): Promise<TDocumentOrderDetail> =>
  apiPost<TDocumentOrderDetail>('/operations/document-order/get', { id }, { signal });

export const documentOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...DOCUMENT_ORDERS_QUERY_KEY, 'one', id],
    queryFn: ({ signal }) => getDocumentOrder(id, signal),
  });

export const useDocumentOrder = (id: number | null) =>
  useQuery({ ...documentOrderQueryOptions(id ?? 0), enabled: id !== null });
