import type { Language, TMarkListQuery } from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import { scopeOf } from '../employees/index.ts';
import { listMarks } from './attendance-mark.repository.ts';
import type { MarkContext } from './attendance-mark-context.ts';
import { markExport, markListParams } from './attendance-mark-export.ts';

export const listMarksOf =
  ({ db }: MarkContext) =>
  async (actor: Actor, query: TMarkListQuery) =>
    listMarks(db, await scopeOf(db, actor.user), markListParams(query));

/** The filtered marks (what the list would show, every page) as a workbook, or the job making it. */
export const exportMarks =
  ({ db, config, batches }: MarkContext) =>
  (actor: Actor, query: TMarkListQuery, lang: Language) =>
    markExport.answer({ db, config, documentBatches: batches }, actor, query, lang);
