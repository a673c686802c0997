import {
  type Language,
  MODULES,
  type TAreaAccessBody,
  type TAreaAccessListQuery,
  translateMessage,
} from '@zerg/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { areaById, findAreaAccess, listAreaAccess, writeAreaAccess } from '../catalog/index.ts';
import { accessErrors } from './access-rules.ts';

type Paging = { page: number; perPage: number };

export const createAreaAccessService = ({ db }: Deps) => {
  const list = (query: TAreaAccessListQuery & Paging) => listAreaAccess(db, query);

  const get = async (areaId: number) => {
    const row = await areaById(db, areaId);
    if (!row) throw notFound();
    const access = await findAreaAccess(db, areaId);
    return {
      areaId: row.id,
      areaName: row.name,
      isActive: row.isActive,
      restricted: access !== null,
      modules: access?.modules ?? [],
      sections: access?.sections ?? [],
    };
  };

  return {
    list,

    // Built in the request, bounded by nature: one row per area.
    export: async (query: TAreaAccessListQuery, lang: Language) => {
      const { data } = await list({ ...query, page: 1, perPage: EXPORT_MAX_ROWS });
      const t = (key: string) => translateMessage(lang, `columns.${key}`);
      const moduleName = (id: number) => t(`module_${MODULES.find((m) => m.id === id)?.key ?? id}`);
      return toXlsx(
        t('areasModule'),
        [
          { header: t('area'), width: 28, value: (r) => r.areaName },
          {
            header: t('modules'),
            width: 48,
            value: (r) => (r.restricted ? r.modules.map(moduleName).join(', ') : t('unrestricted')),
          },
          { header: t('sections'), value: (r) => (r.restricted ? r.sections.length : null) },
          { header: t('status'), value: (r) => t(r.isActive ? 'active' : 'inactive') },
        ],
        data,
      );
    },

    get,

    update: async (actor: Actor, body: TAreaAccessBody) => {
      const before = await get(body.areaId);
      const fields = accessErrors(body);
      if (Object.keys(fields).length) throw badRequest('VALIDATION_ERROR', fields);
      await db.transaction(async (tx) => {
        await writeAreaAccess(tx, body.areaId, body);
        await recordAudit(tx, actor, {
          action: 'update_access',
          entity: 'area',
          entityId: body.areaId,
          before: { modules: before.modules, sections: before.sections },
          after: { modules: body.modules, sections: body.modules.length ? body.sections : [] },
        });
      });
      return get(body.areaId);
    },
  };
};

export type AreaAccessService = ReturnType<typeof createAreaAccessService>;
