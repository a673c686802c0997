import type { DocumentBatchKind, ErrorCode, TDocumentBatch, TDocumentBatchFailure } from '@zerg/shared';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import type { Db, DbOrTx } from '../../db/client.ts';
import { canAccess, sections } from '../access/access.ts';
import type { Actor } from '../auth/current-user.ts';
import { notFound } from '../errors/app-error.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { withFiles } from '../files/file-transaction.ts';
import type { FileAnswer } from '../http/send-file.ts';
import { DOCUMENT_BATCH_QUEUE, type JobQueue, QUEUE_SCHEMA } from '../jobs/index.ts';
import { announce, toAnswer, writeProgress } from './batch-progress.ts';
import { runTask, type TaskHandler } from './batch-task.ts';
import { documentBatches } from './document-batch.table.ts';
import { createProgressThrottle } from './progress-throttle.ts';

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
  /**
   * Who may follow and download the batch besides the user who started it; a kind shared by several
   * owners (the list exports) reads it from the batch's params, and none means the starter only.
   */
  section: number | ((params: Record<string, unknown>) => number | undefined);
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
  /**
   * Joins the items' files into the batch's one file (of type `mime`) instead of zipping them: the
   * run's payslips in one PDF. Given the files in the items' order.
   */
  combine?: (files: BatchFile[]) => Promise<Buffer>;
};

export type BatchHandlers = Partial<Record<DocumentBatchKind, BatchHandler | TaskHandler>>;

const isTask = (handler: BatchHandler | TaskHandler): handler is TaskHandler => 'work' in handler;

export type BatchStartOptions = {
  /** The file the job works from (an import's upload), stored by the caller in the same transaction. */
  sourceKey?: string;
  /**
   * Starting this batch supersedes the earlier ones of its kind with the same key still queued or
   * running: they stop at their next step and the new one's result stands.
   */
  singletonKey?: string;
};

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
    options?: BatchStartOptions,
  ) => Promise<number>;
  /** Produces a queued batch now (the worker's job; tests call it through `runQueued`). */
  run: (batchId: number) => Promise<void>;
  /** Runs every queued batch in order: what tests call, since they start no worker. */
  runQueued: () => Promise<number[]>;
  get: (actor: Actor, batchId: number) => Promise<TDocumentBatch>;
  /** The batches the actor started in the last days, newest first: what a reloaded screen finds. */
  mine: (actor: Actor) => Promise<TDocumentBatch[]>;
  download: (actor: Actor, batchId: number) => Promise<FileAnswer>;
  startWorker: () => Promise<void>;
  stop: () => Promise<void>;
};

const ERROR_MAX = 500;

/** A name met twice in one archive (two workers with the same document) is numbered: `x-2.pdf`. */
const uniqueNames = (files: BatchFile[]): BatchFile[] => {
  const used = new Set<string>();
  return files.map((f) => {
    let name = f.fileName;
    const dot = name.lastIndexOf('.');
    for (let n = 2; used.has(name); n++)
      name = dot > 0 ? `${f.fileName.slice(0, dot)}-${n}${f.fileName.slice(dot)}` : `${f.fileName}-${n}`;
    used.add(name);
    return { ...f, fileName: name };
  });
};

const zip = async (files: BatchFile[]) => {
  const archive = new JSZip();
  // PDFs are compressed already; a fixed date keeps the same documents the same bytes.
  for (const f of uniqueNames(files))
    archive.file(f.fileName, f.data, { compression: 'STORE', date: new Date(Date.UTC(2000, 0, 1)) });
  return archive.generateAsync({ type: 'nodebuffer' });
};

/** How far back and how many of a user's batches `mine` answers. */
const RECENT_DAYS = 7;
const RECENT_MAX = 20;

/** The batch's one file: combined by the kind, kept as it is when single, or zipped. */
const archiveOf = async (handler: BatchHandler, files: BatchFile[]): Promise<Buffer | null> => {
  if (!files.length) return null;
  if (handler.combine) return handler.combine(files);
  const single = handler.mime && files.length === 1 ? files[0] : undefined;
  return single ? single.data : zip(files);
};

export const createBatchRunner = (
  db: Db,
  storage: FileStorage,
  handlers: BatchHandlers,
  queue: JobQueue<{ batchId: number }> | null,
  /** Whether the actor sees the whole staff: only then do a kind's other holders reach a batch. */
  wholeCompany: (actor: Actor) => Promise<boolean> = async () => true,
): BatchRunner => {
  const anyHandlerOf = (kind: DocumentBatchKind) => {
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
    const section = typeof handler.section === 'number' ? handler.section : handler.section(row.params);
    const allowed =
      row.createdBy === actor.user.id ||
      (section !== undefined &&
        canAccess(sections(section), actor.user.sections) &&
        (await wholeCompany(actor)));
    if (!allowed) throw notFound();
    return row;
  };

  /**
   * Claims the batch (queued, or running when a dead worker's job is retried) and makes every item
   * again from the start: nothing of an earlier attempt is kept, so a retry on another instance
   * gives the same archive. Progress is written and pushed at most every 250 ms and at the end.
   */
  const run = async (batchId: number) => {
    const [claimed] = await db
      .update(documentBatches)
      .set({ state: 'running', done: 0, failures: [], error: null })
      .where(and(eq(documentBatches.id, batchId), inArray(documentBatches.state, ['queued', 'running'])))
      .returning();
    if (!claimed) return;
    const found = anyHandlerOf(claimed.kind);
    if (isTask(found)) return runTask(db, storage, claimed, found);
    const handler = found;
    try {
      const items = await handler.items(db, claimed.params);
      await writeProgress(db, batchId, { total: items.length });
      const files: BatchFile[] = [];
      const failures: TDocumentBatchFailure[] = [];
      const due = createProgressThrottle();
      for (const [i, item] of items.entries()) {
        try {
          const file = await handler.process(db, claimed.params, item);
          if (file) files.push(file);
        } catch (err) {
          if (!(err instanceof BatchItemSkipped)) throw err;
          failures.push({ key: item.key, label: item.label, reason: err.code });
        }
        if (due(i + 1, items.length)) await writeProgress(db, batchId, { done: i + 1, failures });
      }
      const archive = await archiveOf(handler, files);
      await withFiles(db, storage, async (tx, stored) => {
        const fileKey = archive ? await stored.put(archive, 'document-batches') : null;
        await writeProgress(tx, batchId, {
          state: 'done',
          fileKey,
          fileName: fileKey ? handler.archiveName(claimed.params) : null,
          finishedAt: new Date(),
        });
      });
    } catch (err) {
      await writeProgress(db, batchId, {
        state: 'failed',
        error: String((err as Error).message).slice(0, ERROR_MAX),
        finishedAt: new Date(),
      });
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
    start: async (tx, actor, kind, params, options = {}) => {
      anyHandlerOf(kind);
      const { sourceKey = null, singletonKey = null } = options;
      if (singletonKey) {
        const superseded = await tx
          .update(documentBatches)
          .set({ state: 'superseded', finishedAt: new Date() })
          .where(
            and(
              eq(documentBatches.kind, kind),
              eq(documentBatches.singletonKey, singletonKey),
              inArray(documentBatches.state, ['queued', 'running']),
            ),
          )
          .returning();
        await announce(tx, superseded);
      }
      const [row] = await tx
        .insert(documentBatches)
        .values({ kind, params, createdBy: actor.user.id, sourceKey, singletonKey })
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
    mine: async (actor) => {
      const since = new Date(Date.now() - RECENT_DAYS * 86_400_000);
      const rows = await db
        .select()
        .from(documentBatches)
        .where(and(eq(documentBatches.createdBy, actor.user.id), gt(documentBatches.createdAt, since)))
        .orderBy(desc(documentBatches.id))
        .limit(RECENT_MAX);
      // A kind no module registers any more (an old row) is left out, as `get` would answer 404.
      return rows.filter((row) => handlers[row.kind]).map(toAnswer);
    },
    download: async (actor, batchId) => {
      const row = await visible(actor, batchId);
      if (!row.fileKey || !row.fileName) throw notFound();
      const handler = handlers[row.kind];
      const mime = (handler && !isTask(handler) ? handler.mime : undefined) ?? 'application/zip';
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
