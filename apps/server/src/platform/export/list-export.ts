import { LANGUAGES, type Language, type TDocumentBatchStarted } from '@zerg/shared';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../auth/current-user.ts';
import type { BatchHandler, BatchRunner } from '../batches/index.ts';
import { type FileAnswer, sendFile } from '../http/send-file.ts';
import { EXPORT_MAX_ROWS, toXlsx, XLSX_MIME, type XlsxColumn } from './xlsx.ts';

/** The page an export reads: the first `perPage` rows of the list, in the list's order. */
export type ExportPage = { page: number; perPage: number };

/**
 * What the caller may see, worked out when the export starts and kept with the job as JSON, so a job
 * run minutes later (or on another instance) reads the same rows the list showed. `read` turns the
 * stored JSON back into the scope and must fail closed (a scope it cannot read sees nobody).
 */
export type ExportScope<Scope> = {
  of: (db: Db, actor: Actor) => Promise<Scope>;
  read: (raw: unknown) => Scope;
};

/** For lists without row-level rules: the route's section check is the whole rule. */
export const NO_SCOPE: ExportScope<null> = { of: async () => null, read: () => null };

/**
 * An Excel export of a list, declared once by the module that owns the list: the same declaration
 * answers a small export inside the request and builds a big one in a document batch.
 */
export type ListExportDefinition<Query, Scope, Row> = {
  /** The file's name without `.xlsx`, and the key the job finds the declaration by: unique. */
  name: string;
  /** The file's name without `.xlsx` when it depends on the filters (a report's period). */
  fileName?: (query: Query) => string;
  /** Who besides the user who started it may follow and download the job's file. */
  section: number;
  /** The list's filters, parsed again when the job reads them back from its stored params. */
  query: z.ZodType<Query>;
  scope: ExportScope<Scope>;
  /** The list's rows in its order, with its total: usually the list's own repository function. */
  rows: (db: DbOrTx, query: Query, page: ExportPage, scope: Scope) => Promise<{ total: number; data: Row[] }>;
  /**
   * The sheet's name and columns, in the caller's language (the filters for a title's period, the
   * rows for what only they name, as a ledger's account code).
   */
  sheet: (lang: Language, query: Query, rows: Row[]) => { title: string; columns: XlsxColumn<Row>[] };
};

/** What an export route answers: the file, or the batch making it (as the payslip zip answers). */
export type ExportAnswer = FileAnswer | TDocumentBatchStarted;

/** What deciding and starting needs: the request's database, the batch runner, the threshold. */
export type ExportDeps = {
  db: Db;
  documentBatches: Pick<BatchRunner, 'start'>;
  config: { exportJobRows: number };
};

/** The part of a declaration the batch runner needs: found by `name`, built from stored params. */
export type ExportJob = {
  name: string;
  section: number;
  build: (db: Db, params: Record<string, unknown>) => Promise<Buffer>;
};

export type ListExport<Query> = ExportJob & {
  /** Answers the file when the list holds at most `exportJobRows` rows, else starts the job. */
  answer: (deps: ExportDeps, actor: Actor, query: Query, lang: Language) => Promise<ExportAnswer>;
};

/** The batch kind every list export runs as; the params name the declaration. */
export const EXPORT_BATCH_KIND = 'export';

/** Over the threshold the file is built by a job: the request never holds thousands of rows. */
export const runsAsJob = (total: number, threshold: number): boolean => total > threshold;

const languageOf = (raw: unknown): Language => LANGUAGES.find((l) => l === raw) ?? 'es';

export const fileNameOf = (name: string) => `${name}.xlsx`;

export const defineListExport = <Query, Scope, Row>(
  def: ListExportDefinition<Query, Scope, Row>,
): ListExport<Query> => {
  const workbook = (rows: Row[], lang: Language, query: Query) => {
    const { title, columns } = def.sheet(lang, query, rows);
    return toXlsx(title, columns, rows);
  };
  return {
    name: def.name,
    section: def.section,
    answer: async (deps, actor, query, lang) => {
      const scope = await def.scope.of(deps.db, actor);
      const threshold = deps.config.exportJobRows;
      // One read answers both the count and, when it is small, every row the file needs.
      const fileName = fileNameOf(def.fileName?.(query) ?? def.name);
      const first = await def.rows(deps.db, query, { page: 1, perPage: threshold }, scope);
      if (!runsAsJob(first.total, threshold)) {
        return { fileName, mime: XLSX_MIME, content: await workbook(first.data, lang, query) };
      }
      const params = { name: def.name, fileName, query, scope, lang };
      const batchId = await deps.db.transaction((tx) =>
        deps.documentBatches.start(tx, actor, EXPORT_BATCH_KIND, params),
      );
      return { batchId };
    },
    build: async (db, params) => {
      const query = def.query.parse(params.query ?? {});
      const scope = def.scope.read(params.scope);
      const { data } = await def.rows(db, query, { page: 1, perPage: EXPORT_MAX_ROWS }, scope);
      return workbook(data, languageOf(params.lang), query);
    },
  };
};

/**
 * The one batch kind of every list export (`export`): finds the declaration the params name and
 * builds its workbook, kept as one `.xlsx` file (not zipped). A declaration no module lists any more
 * fails the batch, and its file is reachable by its starter only.
 */
export const listExportBatch = (jobs: ExportJob[]): BatchHandler => {
  const byName = new Map<string, ExportJob>();
  for (const job of jobs) {
    if (byName.has(job.name)) throw new Error(`two list exports are named ${job.name}`);
    byName.set(job.name, job);
  }
  const jobOf = (params: Record<string, unknown>) => {
    const job = byName.get(String(params.name));
    if (!job) throw new Error(`no list export named ${String(params.name)}`);
    return job;
  };
  // The name given at start (it may hold the filters' period), else the declaration's.
  const fileOf = (params: Record<string, unknown>) =>
    typeof params.fileName === 'string' ? params.fileName : fileNameOf(String(params.name));
  return {
    section: (params) => byName.get(String(params.name))?.section,
    mime: XLSX_MIME,
    items: async (_db, params) => {
      jobOf(params);
      return [{ key: 'export', label: fileOf(params) }];
    },
    process: async (db, params) => ({
      fileName: fileOf(params),
      data: await jobOf(params).build(db, params),
    }),
    archiveName: fileOf,
  };
};

/** The route's answer: the workbook as a download, or `{ batchId }` as JSON. */
export const sendExport = (reply: FastifyReply, answer: ExportAnswer) =>
  'batchId' in answer ? reply.send(answer) : sendFile(reply, answer);
