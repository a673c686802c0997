import { queryOptions, useQuery } from '@tanstack/react-query';
import { awaitsSunat, type TEDocumentDetail } from '@zerg/shared';
import { apiGet } from '../../../lib/api-client';
import { E_DOCUMENTS_QUERY_KEY } from '../../../lib/query-keys';
import { SUNAT_ANSWER_POLL_MS } from '../sunat-answer-poll';

/** GET /api/e-documents/:id — one record with SUNAT's answer; the XML and the CDR are downloads. */
export const getEDocument = (id: number, signal?: AbortSignal): Promise<TEDocumentDetail> =>
  apiGet<TEDocumentDetail>(`/e-documents/${id}`, { signal });

export const eDocumentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...E_DOCUMENTS_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getEDocument(id, signal),
    // The panel shows its own error state.
    meta: { handlesErrors: true },
    staleTime: 0,
    // No push tells a tab that SUNAT answered: it is asked again while the record waits.
    refetchInterval: (query) => (awaitsSunat(query.state.data?.state) ? SUNAT_ANSWER_POLL_MS : false),
  });

export const useEDocument = (id: number) =>
  useQuery({ ...eDocumentQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
