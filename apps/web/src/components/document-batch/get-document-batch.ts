import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDocumentBatch } from '@zerg/shared';
import { apiPost } from '../../lib/api-client';

export const DOCUMENT_BATCH_QUERY_KEY = ['document-batches'] as const;

/** POST /api/documents/batch/get */
export const getDocumentBatch = (batchId: number) =>
  apiPost<TDocumentBatch>('/documents/batch/get', { batchId });

const isWorking = (batch: TDocumentBatch | undefined) =>
  batch?.state === 'queued' || batch?.state === 'running';

/** Polled every second while the batch is queued or running, then left alone. */
export const documentBatchQuery = (batchId: number) =>
  queryOptions({
    queryKey: [...DOCUMENT_BATCH_QUERY_KEY, batchId],
    queryFn: () => getDocumentBatch(batchId),
    refetchInterval: (query) => (isWorking(query.state.data) ? 1000 : false),
  });

export const useDocumentBatch = (batchId: number | null) =>
  useQuery({ ...documentBatchQuery(batchId ?? 0), enabled: batchId !== null });
