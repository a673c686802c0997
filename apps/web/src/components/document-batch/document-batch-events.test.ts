import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { TDocumentBatch } from '@zerg/shared';
import { describe, expect, it } from 'vitest';
import { applyDocumentBatchEvent } from './document-batch-events';
import { DOCUMENT_BATCH_QUERY_KEY } from './get-document-batch';
import { MY_DOCUMENT_BATCHES_QUERY_KEY } from './get-my-document-batches';

const batch = (id: number, over: Partial<TDocumentBatch> = {}): TDocumentBatch => ({
  id,
  kind: 'payslips-zip',
  state: 'queued',
  total: 0,
  done: 0,
  failures: [],
  fileName: null,
  error: null,
  result: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  finishedAt: null,
  ...over,
});

const progress = (id: number, state: string, done: number, total: number) => ({
  id,
  kind: 'payslips-zip',
  state,
  done,
  total,
  failureCount: 0,
});

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

describe('document batch events', () => {
  it('moves the cached batch and the user’s list along without reading them again', () => {
    const client = new QueryClient();
    client.setQueryData([...DOCUMENT_BATCH_QUERY_KEY, 7], batch(7));
    client.setQueryData(MY_DOCUMENT_BATCHES_QUERY_KEY, [batch(7), batch(6, { state: 'done' })]);
    applyDocumentBatchEvent(client, progress(7, 'running', 40, 100));
    expect(client.getQueryData([...DOCUMENT_BATCH_QUERY_KEY, 7])).toMatchObject({
      state: 'running',
      done: 40,
    });
    const list = client.getQueryData<TDocumentBatch[]>(MY_DOCUMENT_BATCHES_QUERY_KEY);
    expect(list?.map((b) => [b.id, b.state, b.done])).toEqual([
      [7, 'running', 40],
      [6, 'done', 0],
    ]);
    expect(stale(client, [...DOCUMENT_BATCH_QUERY_KEY, 7])).toBe(false);
    expect(stale(client, MY_DOCUMENT_BATCHES_QUERY_KEY)).toBe(false);
  });

  it('reads the batch and the list again when it ends, for its file and failures', () => {
    const client = new QueryClient();
    client.setQueryData([...DOCUMENT_BATCH_QUERY_KEY, 7], batch(7, { state: 'running' }));
    client.setQueryData(MY_DOCUMENT_BATCHES_QUERY_KEY, [batch(7, { state: 'running' })]);
    applyDocumentBatchEvent(client, progress(7, 'done', 100, 100));
    expect(client.getQueryData([...DOCUMENT_BATCH_QUERY_KEY, 7])).toMatchObject({ state: 'done', done: 100 });
    expect(stale(client, [...DOCUMENT_BATCH_QUERY_KEY, 7])).toBe(true);
    expect(stale(client, MY_DOCUMENT_BATCHES_QUERY_KEY)).toBe(true);
  });

  it('reads the list again for a batch it does not hold, and ignores a malformed payload', () => {
    const client = new QueryClient();
    client.setQueryData(MY_DOCUMENT_BATCHES_QUERY_KEY, [batch(6, { state: 'done' })]);
    applyDocumentBatchEvent(client, { id: '9', state: 'running' });
    expect(stale(client, MY_DOCUMENT_BATCHES_QUERY_KEY)).toBe(false);
    applyDocumentBatchEvent(client, progress(9, 'running', 1, 10));
    expect(stale(client, MY_DOCUMENT_BATCHES_QUERY_KEY)).toBe(true);
  });

  it('reads the batch again when a step arrives while its first read is on the way', async () => {
    const client = new QueryClient();
    const key = [...DOCUMENT_BATCH_QUERY_KEY, 7];
    // The first read answers what the database held when it was read: claimed, nothing done yet.
    const answers = [batch(7, { state: 'running' }), batch(7, { state: 'done', done: 40, total: 40 })];
    const reads: Array<(b: TDocumentBatch) => void> = [];
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () => new Promise<TDocumentBatch>((resolve) => reads.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(reads).toHaveLength(1);
    // The batch ends before that answer reaches the tab.
    applyDocumentBatchEvent(client, progress(7, 'done', 40, 40));
    reads[0]?.(answers[0] as TDocumentBatch);
    await new Promise((r) => setTimeout(r, 0));
    expect(reads).toHaveLength(2);
    reads[1]?.(answers[1] as TDocumentBatch);
    await new Promise((r) => setTimeout(r, 0));
    expect(client.getQueryData(key)).toMatchObject({ state: 'done', done: 40 });
    unsubscribe();
  });
});
