import { REALTIME_EVENTS, type TDocumentBatch, type TDocumentBatchProgress } from '@zerg/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { publishToUsers } from '../realtime/realtime-bus.ts';
import { documentBatches } from './document-batch.table.ts';

type Row = typeof documentBatches.$inferSelect;
type Patch = Partial<
  Pick<
    Row,
    | 'state'
    | 'total'
    | 'done'
    | 'failures'
    | 'fileKey'
    | 'fileName'
    | 'error'
    | 'finishedAt'
    | 'result'
    | 'sourceKey'
  >
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
  result: row.result ?? null,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/**
 * Writes a step of a batch and, in the same transaction, pushes it to the sockets of the user who
 * started it (every instance delivers to its own): the row and the event never disagree, and a
 * rolled-back step pushes nothing. The payload is a few numbers, far below NOTIFY's limit.
 * `whileRunning` writes only a batch still `running`: a batch superseded, or ended by another
 * attempt, is left as it is and `undefined` tells the caller to stop.
 */
export const writeProgress = async (
  db: DbOrTx,
  batchId: number,
  patch: Patch,
  { whileRunning = false }: { whileRunning?: boolean } = {},
): Promise<Row | undefined> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(documentBatches)
      .set(patch)
      .where(
        whileRunning
          ? and(eq(documentBatches.id, batchId), eq(documentBatches.state, 'running'))
          : eq(documentBatches.id, batchId),
      )
      .returning();
    if (!row) return undefined;
    await announce(tx, [row]);
    return row;
  });

/** Pushes these batches' state to the users who started them (on commit of `tx`). */
export const announce = async (tx: DbOrTx, rows: Row[]): Promise<void> => {
  if (!rows.length) return;
  await publishToUsers(
    tx,
    rows.map((row) => {
      const payload: TDocumentBatchProgress = {
        id: row.id,
        kind: row.kind,
        state: row.state,
        done: row.done,
        total: row.total,
        failureCount: row.failures.length,
      };
      return { userId: row.createdBy, event: REALTIME_EVENTS.documentBatch, payload };
    }),
  );
};
