import {
  type DocumentBatchKind,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type Language,
  msg,
  type TDocumentBatchStarted,
  type TImportReport,
  translateFields,
} from '@zerg/shared';
import type { Db, Tx } from '../../db/client.ts';
import type { Actor } from '../auth/current-user.ts';
import type { BatchRunner, TaskHandler } from '../batches/index.ts';
import { type AppError, badRequest, type FieldErrors } from '../errors/app-error.ts';
import { isUniqueViolation } from '../errors/db-errors.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { withFiles } from '../files/file-transaction.ts';
import type { Upload } from '../files/upload.ts';
import { readSheetTable, SHEET_IMPORT_TYPES, type SheetRow } from './sheet-import.ts';

/** What every sheet import's route accepts before handing the file over (`readUpload`). */
export const SHEET_IMPORT_UPLOAD = { maxBytes: IMPORT_MAX_BYTES, types: SHEET_IMPORT_TYPES } as const;

/** Who sent the file, as the job writes it: the rows' `created_by` and the audit entry. */
export type ImportActor = { user: { id: number }; ip: string; requestId: string };

/** One row checked as the create form checks it: the input to write, or each field's reasons. */
export type ImportRowCheck<T> = { input: T } | { errors: FieldErrors };

/**
 * A sheet import run as a document batch: the module says how a row is read, checked and written;
 * the platform does the rest the same way for all (the upload's checks, the stored file, the job,
 * its progress, the report, the all-or-nothing rule).
 */
export type SheetImportJob<C extends string, Ctx, T> = {
  kind: DocumentBatchKind;
  /** Who may follow another user's import (besides the one who sent it). */
  section: number;
  columns: readonly C[];
  /** The columns the header row must name (those that identify a row): a file without one is refused. */
  required: readonly C[];
  /** CSV cells kept as written (the employee import's reading, see `readSheetTable`). */
  csvAsText?: boolean;
  /**
   * `all-or-nothing`: a file with a refused row writes nothing, so a corrected file can be sent
   * again. `good-rows`: the good rows are written together and the report lists the refused ones.
   */
  writes: 'all-or-nothing' | 'good-rows';
  /** What the job needs of the sender as they were when they sent it (their employee scope). */
  context?: (db: Db, actor: Actor) => Promise<Record<string, unknown>>;
  /** Loaded once per run: lookups, and what the rows of one file must not repeat. */
  prepare: (db: Db, context: Record<string, unknown>) => Promise<Ctx>;
  check: (db: Db, prepared: Ctx, values: SheetRow<C>['values']) => Promise<ImportRowCheck<T>>;
  /** Writes the good rows and the audit entry, inside the batch's last transaction. */
  write: (
    tx: Tx,
    actor: ImportActor,
    good: T[],
    file: { name: string; refusedRows: number[] },
  ) => Promise<void>;
  /** A unique violation while writing (a row registered meanwhile) fails the import with this. */
  taken: () => AppError;
};

type ImportParams = {
  fileName: string;
  mimeType: string;
  lang: Language;
  by: ImportActor;
  context: Record<string, unknown>;
};

const readTable = <C extends string, Ctx, T>(
  job: SheetImportJob<C, Ctx, T>,
  data: Buffer,
  mimeType: string,
) => readSheetTable(data, mimeType, job.columns, { csvAsText: job.csvAsText ?? false });

/**
 * Checks the upload in the request — a readable sheet naming the template's key columns, with 1 to
 * `IMPORT_MAX_ROWS` rows, else 400 as before — then stores it with its batch in one transaction and
 * answers the batch's id: the rows are checked and written by the job.
 */
export const startSheetImport = async <C extends string, Ctx, T>(
  deps: { db: Db; storage: FileStorage; documentBatches: BatchRunner },
  job: SheetImportJob<C, Ctx, T>,
  actor: Actor,
  upload: Upload,
  lang: Language,
): Promise<TDocumentBatchStarted> => {
  const { header, rows } = await readTable(job, upload.data, upload.mimeType);
  const missing = job.required.filter((c) => !header.includes(c));
  if (missing.length)
    throw badRequest('VALIDATION_ERROR', {
      file: [msg('validation.missingColumns', { columns: missing.join(', ') })],
    });
  if (rows.length === 0) throw badRequest('VALIDATION_ERROR', { file: ['validation.array'] });
  if (rows.length > IMPORT_MAX_ROWS)
    throw badRequest('VALIDATION_ERROR', { file: [msg('validation.max', { max: IMPORT_MAX_ROWS })] });
  const context = job.context ? await job.context(deps.db, actor) : {};
  const params: ImportParams = {
    fileName: upload.originalName,
    mimeType: upload.mimeType,
    lang,
    by: { user: { id: actor.user.id }, ip: actor.ip, requestId: actor.requestId },
    context,
  };
  return withFiles(deps.db, deps.storage, async (tx, files) => {
    const sourceKey = await files.put(upload.data, 'imports');
    return { batchId: await deps.documentBatches.start(tx, actor, job.kind, params, { sourceKey }) };
  });
};

/**
 * The job: reads the stored file again, checks every row (one progress step each), then writes in
 * the batch's last transaction, with its `done` and its report: a retried job starts again from the
 * first row and cannot write twice.
 */
export const sheetImportHandler = <C extends string, Ctx, T>(
  job: SheetImportJob<C, Ctx, T>,
): TaskHandler => ({
  section: job.section,
  work: async (db, task) => {
    const params = task.params as ImportParams;
    if (!task.source) throw new Error(`import batch ${task.batchId} has no file`);
    const { rows } = await readTable(job, task.source, params.mimeType);
    const prepared = await job.prepare(db, params.context);
    const good: T[] = [];
    const refused: TImportReport['refused'] = [];
    for (const [i, { row, values }] of rows.entries()) {
      const checked = await job.check(db, prepared, values);
      if ('errors' in checked) refused.push({ row, errors: translateFields(params.lang, checked.errors) });
      else good.push(checked.input);
      await task.progress(i + 1, rows.length);
    }
    const writes = job.writes === 'good-rows' || refused.length === 0;
    try {
      await task.finish(async (tx) => {
        if (writes)
          await job.write(tx, params.by, good, {
            name: params.fileName,
            refusedRows: refused.map((r) => r.row),
          });
        return { total: rows.length, created: writes ? good.length : 0, refused };
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw job.taken();
      throw err;
    }
  },
});
