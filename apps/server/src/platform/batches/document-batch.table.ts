import type { DocumentBatchKind, TDocumentBatchFailure, TImportReport } from '@zerg/shared';
import { DOCUMENT_BATCH_STATES } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { actors } from '../audit/actor.table.ts';

/**
 * A whole-staff document job: its progress, the workers it could not produce, and its archive; or a
 * job that makes a result instead of a file (an import's report, a recompute).
 */
export const documentBatches = pgTable(
  'document_batches',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<DocumentBatchKind>().notNull(),
    /** What the kind's handler needs (a run, a company and year…), as it validated them. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    state: text('state', { enum: DOCUMENT_BATCH_STATES }).notNull().default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    failures: jsonb('failures').$type<TDocumentBatchFailure[]>().notNull().default([]),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    error: text('error'),
    /** What a kind without a file answers when done: an import's report. */
    result: jsonb('result').$type<TImportReport>(),
    /** The file the job works from (an import's upload), dropped when the job ends. */
    sourceKey: text('source_key'),
    /**
     * Batches sharing this key replace each other: starting one supersedes the earlier ones still
     * queued or running (two saves of a setting: the later recompute wins).
     */
    singletonKey: text('singleton'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('document_batches_state_idx').on(t.state),
    // A user's recent batches (`documents/batch/mine`), newest first.
    index('document_batches_created_by_idx').on(t.createdBy, t.id),
    index('document_batches_singleton_idx').on(t.singletonKey).where(sql`singleton is not null`),
  ],
);
