import type { TImportReport } from '@zerg/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { withFiles } from '../files/file-transaction.ts';
import { writeProgress } from './batch-progress.ts';
import type { documentBatches } from './document-batch.table.ts';
import { createProgressThrottle } from './progress-throttle.ts';

type Row = typeof documentBatches.$inferSelect;

/** What a task kind (a batch that makes a result, not a file) works with. */
export type BatchTask = {
  batchId: number;
  params: Record<string, unknown>;
  /** The user who started it. */
  createdBy: number;
  /** The file stored with the batch when it started (an import's upload); null when none. */
  source: Buffer | null;
  /**
   * A step, `done` of `total`: written and pushed at most every 250 ms, and the last one. Throws
   * `BatchNotLive` once the batch is no longer this attempt's (superseded by a later one, or ended
   * by another attempt): the task stops there and nothing is reported as failed.
   */
  progress: (done: number, total: number) => Promise<void>;
  /**
   * The task's last transaction: its writes, the batch's result and its `done` commit together, and
   * only while the batch is still running, so an attempt retried after a crash, or a superseded
   * one, never writes twice. Every task calls it once, at its end.
   */
  finish: (work: (tx: Tx) => Promise<TImportReport | null>) => Promise<void>;
};

/**
 * A kind of batch whose work is not "one file per item": an import checking and writing its rows,
 * a recompute. Written by the module that owns the data, registered in its manifest's `batches`
 * like a `BatchHandler`. `work` must be safe to run again from the start (a retry after a crash
 * does): nothing it writes before `finish` may count twice.
 */
export type TaskHandler = {
  /** Who may follow the batch besides the user who started it. */
  section: number;
  work: (db: Db, task: BatchTask) => Promise<void>;
};

/** The batch was superseded or ended by another attempt: this attempt's work is void. */
export class BatchNotLive extends Error {
  constructor(batchId: number) {
    super(`document batch ${batchId} is no longer running`);
    this.name = 'BatchNotLive';
  }
}

const ERROR_MAX = 500;

/**
 * Runs a claimed task batch. Its end (done with its result, or failed) drops the uploaded source
 * file in the same transaction; a batch no longer running (superseded) is left as it is.
 */
export const runTask = async (db: Db, storage: FileStorage, claimed: Row, handler: TaskHandler) => {
  const due = createProgressThrottle();
  const sourceKey = claimed.sourceKey;
  const live = <T>(row: T | undefined): T => {
    if (!row) throw new BatchNotLive(claimed.id);
    return row;
  };
  let finished = false;
  try {
    const source = sourceKey ? await storage.read(sourceKey) : null;
    await handler.work(db, {
      batchId: claimed.id,
      params: claimed.params,
      createdBy: claimed.createdBy,
      source,
      progress: async (done, total) => {
        if (due(done, total))
          live(await writeProgress(db, claimed.id, { done, total }, { whileRunning: true }));
      },
      finish: async (work) => {
        await withFiles(db, storage, async (tx, files) => {
          const result = await work(tx);
          live(
            await writeProgress(
              tx,
              claimed.id,
              { state: 'done', result, sourceKey: null, finishedAt: new Date() },
              { whileRunning: true },
            ),
          );
          if (sourceKey) await files.remove(sourceKey);
        });
        finished = true;
      },
    });
    if (!finished) throw new Error(`document batch ${claimed.id} (${claimed.kind}) ended without finish`);
  } catch (err) {
    if (err instanceof BatchNotLive) return;
    await withFiles(db, storage, async (tx, files) => {
      const row = await writeProgress(
        tx,
        claimed.id,
        {
          state: 'failed',
          error: String((err as Error).message).slice(0, ERROR_MAX),
          sourceKey: null,
          finishedAt: new Date(),
        },
        { whileRunning: true },
      );
      if (row && sourceKey) await files.remove(sourceKey);
    });
    throw err;
  }
};
