import { queryOptions, useQuery } from '@tanstack/react-query';
import { awaitsSunat, type TSalesDocument } from '@zerg/shared';
import { SUNAT_ANSWER_POLL_MS } from '../../../components/e-document/sunat-answer-poll';
import { apiPost } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './keys';

/** POST /api/billing/sales-document/get — one document with its lines, totals, detracción and notes. */
export const getSalesDocument = (id: number, signal?: AbortSignal): Promise<TSalesDocument> =>
  apiPost<TSalesDocument>('/billing/sales-document/get', { id }, { signal });

export const salesDocumentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'detail', id],
    queryFn: ({ signal }) => getSalesDocument(id, signal),
    // The page shows its own error state.
    meta: { handlesErrors: true },
    staleTime: 0,
    // A document whose send or baja SUNAT has not answered is read again until it has (a baja
    // accepted voids it).
    refetchInterval: (query) => {
      const doc = query.state.data;
      return awaitsSunat(doc?.sunat?.state) || awaitsSunat(doc?.sunatVoid?.state)
        ? SUNAT_ANSWER_POLL_MS
        : false;
    },
  });

export const useSalesDocument = (id: number) =>
  useQuery({ ...salesDocumentQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
