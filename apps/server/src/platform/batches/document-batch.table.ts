import type { DocumentBatchKind, TDocumentBatchFailure } from '@zerg/shared';
import { DOCUMENT_BATCH_STATES } from '@zerg/shared';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { actors } from '../audit/actor.table.ts';

/** A whole-staff document job: its progress, the workers it could not produce, and its archive. */
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
  ],
);
