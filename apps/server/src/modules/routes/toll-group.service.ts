import type {
  Language,
  TTollGroupListQuery,
  TTollGroupRegisterBody,
  TTollGroupUpdateBody,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { alreadyRegistered, changeStatus, exportWord, saveRow } from './master-data.ts';
import { missingTolls } from './toll.repository.ts';
import { tollGroups } from './toll.table.ts';
import {
  findTollGroup,
  findTollGroupByName,
  listTollGroups,
  tollGroupOptions,
  writeGroupTolls,
} from './toll-group.repository.ts';

export const createTollGroupService = ({ db }: Deps) => {
  const getEdit = async (id: number) => {
    const group = await findTollGroup(db, id);
    if (!group) throw notFound();
    return group;
  };

  const save = async (actor: Actor, id: number | null, body: TTollGroupRegisterBody) => {
    if ((await missingTolls(db, body.tollIds)).length) {
      throw badRequest('VALIDATION_ERROR', { tollIds: ['validation.invalid'] });
    }
    const other = await findTollGroupByName(db, body.name);
    if (other && other.id !== id) throw alreadyRegistered('name');
    const before = id === null ? null : await getEdit(id);
    const { tollIds, ...fields } = body;
    try {
      const savedId = await db.transaction(async (tx) => {
        const groupId = await saveRow(
          id,
          () => tx.insert(tollGroups).values(fields).returning({ id: tollGroups.id }),
          (id) =>
            tx
              .update(tollGroups)
              .set({ ...fields, updatedAt: new Date() })
              .where(eq(tollGroups.id, id)),
        );
        await writeGroupTolls(tx, groupId, tollIds);
        await recordAudit(tx, actor, {
          action: id === null ? 'create' : 'update',
          entity: 'toll_group',
          entityId: groupId,
          before,
          after: body,
        });
        return groupId;
      });
      return getEdit(savedId);
    } catch (err) {
      if (isUniqueViolation(err)) throw alreadyRegistered('name');
      throw err;
    }
  };

  return {
    list: (query: TTollGroupListQuery & { page: number; perPage: number }) => listTollGroups(db, query),
    export: async (query: TTollGroupListQuery, lang: Language) => {
      const { data } = await listTollGroups(db, { ...query, page: 1, perPage: EXPORT_MAX_ROWS });
      const t = exportWord(lang);
      return toXlsx(
        t('tollGroups'),
        [
          { header: t('name'), width: 32, value: (r) => r.name },
          { header: t('road'), width: 28, value: (r) => r.road },
          { header: t('tolls'), width: 70, value: (r) => r.tolls },
          { header: t('description'), width: 40, value: (r) => r.description },
          { header: t('status'), value: (r) => t(r.isActive ? 'active' : 'inactive') },
        ],
        data,
      );
    },
    getEdit,
    register: (actor: Actor, body: TTollGroupRegisterBody) => save(actor, null, body),
    update: (actor: Actor, { id, ...body }: TTollGroupUpdateBody) => save(actor, id, body),
    setActive: (actor: Actor, id: number, isActive: boolean) =>
      changeStatus(db, actor, 'toll_group', id, isActive, (tx) =>
        tx
          .update(tollGroups)
          .set({ isActive, updatedAt: new Date() })
          .where(eq(tollGroups.id, id))
          .returning({ id: tollGroups.id }),
      ),
    select: () => tollGroupOptions(db),
  };
};

export type TollGroupService = ReturnType<typeof createTollGroupService>;
