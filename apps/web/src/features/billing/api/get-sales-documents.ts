import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TSalesDocumentFilters,
  TSalesDocumentListQuery,
  TSalesDocumentListResponse,
} from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './keys';

export type SalesDocumentListParams = ListParams<TSalesDocumentFilters>;

/** POST /api/billing/sales-document/list — one page of sales documents, drafts included. */
export const getSalesDocuments = (
  params: SalesDocumentListParams,
  signal?: AbortSignal,
): Promise<TSalesDocumentListResponse> =>
  apiPost<TSalesDocumentListResponse>('/billing/sales-document/list', params as TSalesDocumentListQuery, {
    signal,
  });

export const salesDocumentsQueryOptions = (params: SalesDocumentListParams) =>
  queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getSalesDocuments(params, signal),
    placeholderData: keepPreviousData,
  });

export const useSalesDocuments = (params: SalesDocumentListParams) =>
  useQuery(salesDocumentsQueryOptions(params));
