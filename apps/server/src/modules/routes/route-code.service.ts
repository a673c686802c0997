import type {
  Language,
  TRouteCodeListQuery,
  TRouteCodeRegisterBody,
  TRouteCodeUpdateBody,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { alreadyRegistered, changeStatus, exportWord, saveRow } from './master-data.ts';
import {
  findRouteCode,
  findRouteCodeByCode,
  listRouteCodes,
  routeCodeOptions,
} from './route-code.repository.ts';
import { routeCodes } from './travel-route.table.ts';

export const createRouteCodeService = ({ db }: Deps) => {
  const getEdit = async (id: number) => {
    const row = await findRouteCode(db, id);
    if (!row) throw notFound();
    return row;
  };

  const save = async (actor: Actor, id: number | null, body: TRouteCodeRegisterBody) => {
    const other = await findRouteCodeByCode(db, body.code);
    if (other && other.id !== id) throw alreadyRegistered('code');
    const before = id === null ? null : await getEdit(id);
    try {
      const savedId = await db.transaction(async (tx) => {
        const codeId = await saveRow(
          id,
          () => tx.insert(routeCodes).values(body).returning({ id: routeCodes.id }),
          (id) =>
            tx
              .update(routeCodes)
              .set({ ...body, updatedAt: new Date() })
              .where(eq(routeCodes.id, id)),
        );
        await recordAudit(tx, actor, {
          action: id === null ? 'create' : 'update',
          entity: 'route_code',
          entityId: codeId,
          before,
          after: body,
        });
        return codeId;
      });
      return getEdit(savedId);
    } catch (err) {
      if (isUniqueViolation(err)) throw alreadyRegistered('code');
      throw err;
    }
  };

  return {
    list: (query: TRouteCodeListQuery & { page: number; perPage: number }) => listRouteCodes(db, query),
    export: async (query: TRouteCodeListQuery, lang: Language) => {
      const { data } = await listRouteCodes(db, { ...query, page: 1, perPage: EXPORT_MAX_ROWS });
      const t = exportWord(lang);
      return toXlsx(
        t('routeCodes'),
        [
          { header: t('code'), width: 18, value: (r) => r.code },
          { header: t('description'), width: 48, value: (r) => r.description },
          { header: t('route'), width: 48, value: (r) => r.routeName },
          { header: t('status'), value: (r) => t(r.isActive ? 'active' : 'inactive') },
        ],
        data,
      );
    },
    getEdit,
    register: (actor: Actor, body: TRouteCodeRegisterBody) => save(actor, null, body),
    update: (actor: Actor, { id, ...body }: TRouteCodeUpdateBody) => save(actor, id, body),
    setActive: (actor: Actor, id: number, isActive: boolean) =>
      changeStatus(db, actor, 'route_code', id, isActive, (tx) =>
        tx
          .update(routeCodes)
          .set({ isActive, updatedAt: new Date() })
          .where(eq(routeCodes.id, id))
          .returning({ id: routeCodes.id }),
      ),
    select: () => routeCodeOptions(db),
  };
};

export type RouteCodeService = ReturnType<typeof createRouteCodeService>;
