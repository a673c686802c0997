import type { QueryClient } from '@tanstack/react-query';
import type { TDocumentBatch, TDocumentBatchList, TDocumentBatchProgress } from '@zerg/shared';
import { readAgain } from '../../lib/read-again';
import { DOCUMENT_BATCH_QUERY_KEY } from './get-document-batch';
import { MY_DOCUMENT_BATCHES_QUERY_KEY } from './get-my-document-batches';

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The event's payload when it has the expected shape (the socket is not trusted blindly). */
export const batchProgressOf = (payload: Record<string, unknown>): TDocumentBatchProgress | null =>
  isNumber(payload.id) &&
  isNumber(payload.done) &&
  isNumber(payload.total) &&
  isNumber(payload.failureCount) &&
  typeof payload.kind === 'string' &&
  typeof payload.state === 'string'
    ? (payload as TDocumentBatchProgress)
    : null;

const ended = (p: TDocumentBatchProgress) =>
  p.state === 'done' || p.state === 'failed' || p.state === 'superseded';

/**
 * A `document-batch` event from the real-time socket: the batch's cached answer and the user's
 * list take its state and counts at once; when it ends both are read again for what the event does
 * not carry (the file's name, the workers not produced, an import's report). A batch the list does not hold yet (just
 * started) makes the list be read again.
 */
export const applyDocumentBatchEvent = (queryClient: QueryClient, payload: Record<string, unknown>) => {
  const progress = batchProgressOf(payload);
  if (!progress) return;
  const step = (b: TDocumentBatch): TDocumentBatch => ({
    ...b,
    state: progress.state,
    done: progress.done,
    total: progress.total,
  });
  const key = [...DOCUMENT_BATCH_QUERY_KEY, progress.id];
  let held = false;
  queryClient.setQueryData<TDocumentBatch>(key, (b) => {
    held = b !== undefined;
    return b ? step(b) : b;
  });
  let listed = false;
  queryClient.setQueryData<TDocumentBatchList>(MY_DOCUMENT_BATCHES_QUERY_KEY, (list) =>
    list?.map((b) => {
      if (b.id !== progress.id) return b;
      listed = true;
      return step(b);
    }),
  );
  if (ended(progress) || !held) void readAgain(queryClient, key);
  if (ended(progress) || !listed) void readAgain(queryClient, MY_DOCUMENT_BATCHES_QUERY_KEY);
};

/** After a reconnection or a server resync: whatever batch is shown is read again. */
export const refetchDocumentBatches = (queryClient: QueryClient) =>
  void readAgain(queryClient, DOCUMENT_BATCH_QUERY_KEY);
