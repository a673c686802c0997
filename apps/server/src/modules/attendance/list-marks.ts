import type { Language, TDocumentBatchStarted, TMarkListQuery } from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import { scopeOf } from '../employees/index.ts';
import { listMarks } from './attendance-mark.repository.ts';
import type { MarkContext } from './attendance-mark-context.ts';
import { type MarkExportParams, markListParams } from './attendance-mark-export.ts';

export const listMarksOf =
  ({ db }: MarkContext) =>
  async (actor: Actor, query: TMarkListQuery) =>
    listMarks(db, await scopeOf(db, actor.user), markListParams(query));

/**
 * Starts the export job of the filtered marks (what the list would show, every page); the
 * caller follows it with `documents/batch/get` and downloads the workbook when it is done.
 */
export const exportMarks =
  ({ db, batches }: MarkContext) =>
  async (actor: Actor, query: TMarkListQuery, lang: Language): Promise<TDocumentBatchStarted> => {
    const params: MarkExportParams = { query, scope: await scopeOf(db, actor.user), lang };
    const batchId = await db.transaction((tx) => batches.start(tx, actor, 'attendance-marks', params));
    return { batchId };
  };
