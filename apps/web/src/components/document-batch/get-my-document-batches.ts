import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDocumentBatchList } from '@zerg/shared';
import { apiPost } from '../../lib/api-client';
import { DOCUMENT_BATCH_QUERY_KEY } from './get-document-batch';

export const MY_DOCUMENT_BATCHES_QUERY_KEY = [...DOCUMENT_BATCH_QUERY_KEY, 'mine'] as const;

/** POST /api/documents/batch/mine — the batches the user started in the last 7 days, newest first. */
export const getMyDocumentBatches = () => apiPost<TDocumentBatchList>('/documents/batch/mine');

/** Kept up to date by the socket's `document-batch` events; read again when one ends. */
export const myDocumentBatchesQuery = () =>
  queryOptions({ queryKey: MY_DOCUMENT_BATCHES_QUERY_KEY, queryFn: getMyDocumentBatches });

export const useMyDocumentBatches = () => useQuery(myDocumentBatchesQuery());
