import { REALTIME_EVENTS, type TDocumentBatch, type TDocumentBatchProgress } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { publishToUsers } from '../realtime/realtime-bus.ts';
import { documentBatches } from './document-batch.table.ts';

type Row = typeof documentBatches.$inferSelect;
type Patch = Partial<
  Pick<Row, 'state' | 'total' | 'done' | 'failures' | 'fileKey' | 'fileName' | 'error' | 'finishedAt'>
>;

export const toAnswer = (row: Row): TDocumentBatch => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  total: row.total,
  done: row.done,
  failures: row.failures,
  fileName: row.fileKey ? row.fileName : null,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/**
 * Writes a step of a batch and, in the same transaction, pushes it to the sockets of the user who
 * started it (every instance delivers to its own): the row and the event never disagree, and a
 * rolled-back step pushes nothing. The payload is a few numbers, far below NOTIFY's limit.
 */
export const writeProgress = async (db: DbOrTx, batchId: number, patch: Patch): Promise<Row | undefined> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(documentBatches)
      .set(patch)
      .where(eq(documentBatches.id, batchId))
      .returning();
    if (!row) return undefined;
    const payload: TDocumentBatchProgress = {
      id: row.id,
      kind: row.kind,
      state: row.state,
      done: row.done,
      total: row.total,
      failureCount: row.failures.length,
    };
    await publishToUsers(tx, [{ userId: row.createdBy, event: REALTIME_EVENTS.documentBatch, payload }]);
    return row;
  });
