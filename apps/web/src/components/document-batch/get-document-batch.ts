import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDocumentBatch } from '@zerg/shared';
import { apiPost } from '../../lib/api-client';

export const DOCUMENT_BATCH_QUERY_KEY = ['document-batches'] as const;

/** POST /api/documents/batch/get */
export const getDocumentBatch = (batchId: number) =>
  apiPost<TDocumentBatch>('/documents/batch/get', { batchId });

/**
 * Read once: its progress then arrives on the real-time socket (`applyDocumentBatchEvent`), and it
 * is read again when the batch ends, after a reconnection and on a server `resync`. Nothing polls.
 */
export const documentBatchQuery = (batchId: number) =>
  queryOptions({
    queryKey: [...DOCUMENT_BATCH_QUERY_KEY, batchId],
    queryFn: () => getDocumentBatch(batchId),
  });

export const useDocumentBatch = (batchId: number | null) =>
  useQuery({ ...documentBatchQuery(batchId ?? 0), enabled: batchId !== null });
