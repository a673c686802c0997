import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TEDocumentListQuery, TEDocumentListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { E_DOCUMENTS_QUERY_KEY } from '../../../lib/query-keys';

export type EDocumentFilters = NonNullable<TEDocumentListQuery['filters']>;
export type EDocumentListParams = ListParams<EDocumentFilters>;

/** POST /api/e-documents/list — one page of the SUNAT records the user's sections reach. */
export const getEDocuments = (
  params: EDocumentListParams,
  signal?: AbortSignal,
): Promise<TEDocumentListResponse> =>
  apiPost<TEDocumentListResponse>('/e-documents/list', params as TEDocumentListQuery, { signal });

export const eDocumentsQueryOptions = (params: EDocumentListParams) =>
  queryOptions({
    queryKey: [...E_DOCUMENTS_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getEDocuments(params, signal),
    placeholderData: keepPreviousData,
  });

export const useEDocuments = (params: EDocumentListParams) => useQuery(eDocumentsQueryOptions(params));
