import { z } from 'zod';
import { dbId } from './common.ts';
import { ZImportReport } from './rrhh/employee.ts';

/**
 * Documents made for a whole staff (or a whole run) at once, in a background job with progress:
 * each kind is produced by the module that owns its data and registered with the batch runner.
 * An Excel export above `EXPORT_JOB_ROWS` rows runs the same way (`export`: one workbook instead of
 * an archive, whichever list it is; the file's name says which), and so does work that makes no
 * file but a result: the sheet imports (their report) and the attendance recompute after a settings
 * change.
 */
export const DOCUMENT_BATCH_KINDS = [
  'quinta-certificates',
  'cts-statements',
  'e-boletas',
  'export',
  'payslips-pdf',
  'payslips-zip',
  'employee-import',
  'client-import',
  'vehicle-import',
  'attendance-recompute',
] as const;
export type DocumentBatchKind = (typeof DOCUMENT_BATCH_KINDS)[number];

/**
 * `superseded`: a later batch of the same singleton (a second settings save recomputing the same
 * month) took over before this one ended; it stopped, and the later one's result stands.
 */
export const DOCUMENT_BATCH_STATES = ['queued', 'running', 'done', 'failed', 'superseded'] as const;
export type DocumentBatchState = (typeof DOCUMENT_BATCH_STATES)[number];

/** One worker (or item) the batch could not produce; `reason` is an error code (`errors.<code>`). */
export const ZDocumentBatchFailure = z.object({ key: z.string(), label: z.string(), reason: z.string() });
export type TDocumentBatchFailure = z.infer<typeof ZDocumentBatchFailure>;

export const ZDocumentBatch = z.object({
  id: z.number(),
  kind: z.enum(DOCUMENT_BATCH_KINDS),
  state: z.enum(DOCUMENT_BATCH_STATES),
  total: z.number(),
  done: z.number(),
  failures: z.array(ZDocumentBatchFailure),
  /** Set when the batch produced an archive to download. */
  fileName: z.string().nullable(),
  error: z.string().nullable(),
  /** An import's report (rows read, created, refused with each field's reasons) once it is done. */
  result: ZImportReport.nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TDocumentBatch = z.infer<typeof ZDocumentBatch>;

export const ZDocumentBatchIdBody = z.object({ batchId: dbId() });
export type TDocumentBatchIdBody = z.infer<typeof ZDocumentBatchIdBody>;
/**
 * What a route that starts a batch answers: its progress arrives on the real-time socket
 * (`document-batch` events) and `documents/batch/get` reads it whole.
 */
export const ZDocumentBatchStarted = z.object({ batchId: z.number() });
export type TDocumentBatchStarted = z.infer<typeof ZDocumentBatchStarted>;

/** The signed-in user's recent batches (`documents/batch/mine`): newest first. */
export const ZDocumentBatchList = z.array(ZDocumentBatch);
export type TDocumentBatchList = z.infer<typeof ZDocumentBatchList>;

/**
 * The payload of a `document-batch` real-time event, pushed to the user who started the batch on
 * each progress step (throttled) and when it ends. The failures and the file's name are read with
 * `documents/batch/get` once it ends.
 */
export type TDocumentBatchProgress = Pick<TDocumentBatch, 'id' | 'kind' | 'state' | 'done' | 'total'> & {
  failureCount: number;
};
