import {
  SECTION_IDS,
  type TJustificationListQuery,
  translateMessage,
  ZJustificationListQuery,
} from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { defineListExport } from '../../platform/export/list-export.ts';
import {
  type JustificationListParams,
  type JustificationVisibility,
  listJustifications,
} from './justification.repository.ts';
import type { JustificationContext } from './justification-context.ts';
import { chiefAreasOf, hrVisibilityOf, standingOf } from './justification-standing.ts';

/** The HR list (section 14). */
export const hrJustifications =
  ({ list, hrVisibility }: JustificationContext) =>
  async (actor: Actor, query: JustificationListParams) =>
    list(actor, await hrVisibility(actor), query);

/**
 * HR's Excel export of the justifications. The job keeps what the caller saw when it started: the
 * whole staff, or a list of areas; anything else read back sees nobody.
 */
export const justificationExport = defineListExport({
  name: 'justifications',
  section: SECTION_IDS.PAYROLL,
  query: ZJustificationListQuery,
  scope: {
    of: (db, actor) => hrVisibilityOf(db, actor.user),
    read: (raw): JustificationVisibility => {
      const stored = (raw ?? {}) as { all?: unknown; areaIds?: unknown };
      if (stored.all === true) return { all: true };
      const areaIds = Array.isArray(stored.areaIds)
        ? stored.areaIds.filter((a) => typeof a === 'number')
        : [];
      return { all: false, areaIds };
    },
  },
  rows: (db, query: TJustificationListQuery, page, visible) =>
    listJustifications(db, visible, { ...query, ...page, sortDesc: query.sortDesc ?? false }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `columns.${key}`);
    const day = (d: string) => new Date(`${d}T00:00:00Z`);
    return {
      title: t('justifications'),
      columns: [
        { header: t('employee'), width: 34, value: (r) => r.employeeName },
        { header: t('area'), width: 22, value: (r) => r.areaName },
        { header: t('workDate'), width: 12, value: (r) => day(r.workDate) },
        { header: t('justificationType'), width: 14, value: (r) => t(`justification_type_${r.type}`) },
        { header: t('motive'), width: 40, value: (r) => r.motive },
        { header: t('status'), width: 24, value: (r) => t(`justification_status_${r.status}`) },
        { header: t('chiefComment'), width: 30, value: (r) => r.chiefComment },
        { header: t('hrComment'), width: 30, value: (r) => r.hrComment },
        { header: t('registeredBy'), width: 28, value: (r) => r.createdByName },
      ],
    };
  },
});

/** The caller's own justifications (self-service, section 0). */
export const ownJustifications =
  ({ list }: JustificationContext) =>
  async (actor: Actor, query: JustificationListParams) => {
    if (!actor.user.employeeId) return { total: 0, data: [] };
    return list(actor, { all: false, employeeId: actor.user.employeeId }, query);
  };

/** The justifications of the areas the caller is chief of. */
export const teamJustifications =
  ({ db, list }: JustificationContext) =>
  async (actor: Actor, query: JustificationListParams) => {
    const s = await standingOf(db, actor.user);
    return list(actor, { all: false, areaIds: chiefAreasOf(s) }, query);
  };

/** What the caller decides: the self-service page shows "To decide" to chiefs. */
export const justificationRoles =
  ({ db }: JustificationContext) =>
  async (actor: Actor) => {
    const s = await standingOf(db, actor.user);
    return { chief: chiefAreasOf(s).length > 0, hr: s.hr };
  };

/** The supporting file, to whoever may read the justification. */
export const justificationFile =
  ({ readable, storage }: JustificationContext) =>
  async (actor: Actor, id: number) => {
    const { row } = await readable(actor, id);
    if (!row.fileKey) throw notFound();
    return {
      content: await storage.read(row.fileKey),
      mime: row.fileMime ?? 'application/octet-stream',
      fileName: row.fileName ?? 'file',
    };
  };
