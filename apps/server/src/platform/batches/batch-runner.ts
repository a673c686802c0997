import type { DocumentBatchKind, ErrorCode, TDocumentBatch, TDocumentBatchFailure } from '@zerg/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import type { Db, DbOrTx } from '../../db/client.ts';
import { canAccess, sections } from '../access/access.ts';
import type { Actor } from '../auth/current-user.ts';
import { notFound } from '../errors/app-error.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { withFiles } from '../files/file-transaction.ts';
import type { FileAnswer } from '../http/send-file.ts';
import { DOCUMENT_BATCH_QUEUE, type JobQueue, QUEUE_SCHEMA } from '../jobs/index.ts';
import { documentBatches } from './document-batch.table.ts';

/** One worker (or slip) of a batch; `label` is what the progress and the failure list show. */
export type BatchItem = { key: string; label: string };
export type BatchFile = { fileName: string; data: Buffer };

/**
 * Thrown by a handler for an item it cannot produce (no e-mail, no slips): the item is listed with
 * the error code as its reason (the web words it in the user's language) and the batch goes on. Any
 * other error fails the whole batch.
 */
export class BatchItemSkipped extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode) {
    super(code);
    this.code = code;
  }
}

/**
 * A kind of batch, written by the module that owns its data and handed to the runner by app.ts.
 * `process` must be idempotent: a batch retried after a crash runs every item again.
 */
export type BatchHandler = {
  /** Who may follow and download the batch besides the user who started it. */
  section: number;
  items: (db: Db, params: Record<string, unknown>) => Promise<BatchItem[]>;
  /** One item's work; a file returned goes into the batch's zip. */
  process: (db: Db, params: Record<string, unknown>, item: BatchItem) => Promise<BatchFile | null>;
  /** The archive's name, when the batch's items return files. */
  archiveName: (params: Record<string, unknown>) => string;
  /**
   * A batch that makes one file (an export job) keeps it as it is, of this type, instead of
   * zipping it.
   */
  mime?: string;
};

export type BatchHandlers = Partial<Record<DocumentBatchKind, BatchHandler>>;

export type BatchRunner = {
  /**
   * Records a batch inside the caller's transaction (which also writes the audit entry) and queues
   * it; the job exists only if that transaction commits.
   */
  start: (
    tx: DbOrTx,
    actor: Actor,
    kind: DocumentBatchKind,
    params: Record<string, unknown>,
  ) => Promise<number>;
  /** Produces a queued batch now (the worker's job; tests call it through `runQueued`). */
  run: (batchId: number) => Promise<void>;
  /** Runs every queued batch in order: what tests call, since they start no worker. */
  runQueued: () => Promise<number[]>;
  get: (actor: Actor, batchId: number) => Promise<TDocumentBatch>;
  download: (actor: Actor, batchId: number) => Promise<FileAnswer>;
  startWorker: () => Promise<void>;
  stop: () => Promise<void>;
};

const ERROR_MAX = 500;

const zip = async (files: BatchFile[]) => {
  const archive = new JSZip();
  // PDFs are compressed already; a fixed date keeps the same documents the same bytes.
  for (const f of files)
    archive.file(f.fileName, f.data, { compression: 'STORE', date: new Date(Date.UTC(2000, 0, 1)) });
  return archive.generateAsync({ type: 'nodebuffer' });
};

const toAnswer = (row: typeof documentBatches.$inferSelect): TDocumentBatch => ({
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

export const createBatchRunner = (
  db: Db,
  storage: FileStorage,
  handlers: BatchHandlers,
  queue: JobQueue<{ batchId: number }> | null,
  /** Whether the actor sees the whole staff: only then do a kind's other holders reach a batch. */
  wholeCompany: (actor: Actor) => Promise<boolean> = async () => true,
): BatchRunner => {
  const handlerOf = (kind: DocumentBatchKind) => {
    const handler = handlers[kind];
    if (!handler) throw new Error(`no handler for document batch kind ${kind}`);
    return handler;
  };

  /**
   * The batch when the actor started it, or holds its kind's section and sees the whole staff (an
   * area-limited holder never reads another's whole-staff archive); anything else is 404.
   */
  const visible = async (actor: Actor, batchId: number) => {
    const [row] = await db.select().from(documentBatches).where(eq(documentBatches.id, batchId));
    const handler = row ? handlers[row.kind] : undefined;
    if (!row || !handler) throw notFound();
    const allowed =
      row.createdBy === actor.user.id ||
      (canAccess(sections(handler.section), actor.user.sections) && (await wholeCompany(actor)));
    if (!allowed) throw notFound();
    return row;
  };

  const run = async (batchId: number) => {
    const [claimed] = await db
      .update(documentBatches)
      .set({ state: 'running', done: 0, failures: [], error: null })
      .where(and(eq(documentBatches.id, batchId), inArray(documentBatches.state, ['queued', 'running'])))
      .returning();
    if (!claimed) return;
    const handler = handlerOf(claimed.kind);
    try {
      const items = await handler.items(db, claimed.params);
      await db.update(documentBatches).set({ total: items.length }).where(eq(documentBatches.id, batchId));
      const files: BatchFile[] = [];
      const failures: TDocumentBatchFailure[] = [];
      for (const [i, item] of items.entries()) {
        try {
          const file = await handler.process(db, claimed.params, item);
          if (file) files.push(file);
        } catch (err) {
          if (!(err instanceof BatchItemSkipped)) throw err;
          failures.push({ key: item.key, label: item.label, reason: err.code });
        }
        await db
          .update(documentBatches)
          .set({ done: i + 1, failures })
          .where(eq(documentBatches.id, batchId));
      }
      const single = handler.mime && files.length === 1 ? files[0] : undefined;
      const archive = single ? single.data : files.length ? await zip(files) : null;
      await withFiles(db, storage, async (tx, stored) => {
        const fileKey = archive ? await stored.put(archive, 'document-batches') : null;
        await tx
          .update(documentBatches)
          .set({
            state: 'done',
            fileKey,
            fileName: fileKey ? handler.archiveName(claimed.params) : null,
            finishedAt: new Date(),
          })
          .where(eq(documentBatches.id, batchId));
      });
    } catch (err) {
      await db
        .update(documentBatches)
        .set({
          state: 'failed',
          error: String((err as Error).message).slice(0, ERROR_MAX),
          finishedAt: new Date(),
        })
        .where(eq(documentBatches.id, batchId));
      throw err;
    }
  };

  /** Batches queued or running with no live job (a crash past its retries, a lost job): queued again. */
  const requeueStranded = async () => {
    if (!queue) return;
    const { rows } = await db.execute<{ id: number }>(sql`
      select b.id from document_batches b
      where b.state in ('queued', 'running')
        and not exists (
          select 1 from ${sql.identifier(QUEUE_SCHEMA)}.job j
          where j.name = ${DOCUMENT_BATCH_QUEUE} and j.state in ('created', 'retry', 'active')
            and (j.data->>'batchId')::int = b.id)
      order by b.id`);
    for (const { id } of rows) await queue.enqueue(db, { batchId: id });
  };

  return {
    start: async (tx, actor, kind, params) => {
      handlerOf(kind);
      const [row] = await tx
        .insert(documentBatches)
        .values({ kind, params, createdBy: actor.user.id })
        .returning({ id: documentBatches.id });
      if (!row) throw new Error('document batch insert returned nothing');
      await queue?.enqueue(tx, { batchId: row.id });
      return row.id;
    },
    run,
    runQueued: async () => {
      const queued = await db
        .select({ id: documentBatches.id })
        .from(documentBatches)
        .where(eq(documentBatches.state, 'queued'))
        .orderBy(documentBatches.id);
      for (const { id } of queued) await run(id);
      return queued.map((b) => b.id);
    },
    get: async (actor, batchId) => toAnswer(await visible(actor, batchId)),
    download: async (actor, batchId) => {
      const row = await visible(actor, batchId);
      if (!row.fileKey || !row.fileName) throw notFound();
      const mime = handlers[row.kind]?.mime ?? 'application/zip';
      return { fileName: row.fileName, mime, content: await storage.read(row.fileKey) };
    },
    startWorker: async () => {
      if (!queue) return;
      await queue.start(({ batchId }) => run(batchId));
      await requeueStranded();
    },
    stop: async () => {
      await queue?.stop();
    },
  };
};
