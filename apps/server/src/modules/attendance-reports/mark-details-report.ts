import { SECTION_IDS, translateMessage, ZDetailsQuery } from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { defineListExport } from '../../platform/export/list-export.ts';
import { employeeExportScope } from '../employees/index.ts';
import { markDetails, methodCounts } from './attendance-details.repository.ts';
import {
  assertAreaAllowed,
  type DetailsParams,
  limitOfScope,
  scopeLimit,
} from './attendance-report-scope.ts';
import type { AreaLimit } from './report-staff.ts';

const detailsFilter = (limit: AreaLimit, query: DetailsParams) => {
  assertAreaAllowed(limit, query.filters?.areaId);
  return {
    areaLimit: limit,
    q: query.q,
    areaId: query.filters?.areaId,
    campusId: query.filters?.campusId,
    personalType: query.filters?.personalType,
    employeeId: query.filters?.employeeId,
    method: query.filters?.method,
    from: query.from,
    to: query.to,
  };
};

export const markDetailsReport =
  ({ db }: Deps) =>
  async (actor: Actor, query: DetailsParams) => {
    const filter = detailsFilter(await scopeLimit(db, actor.user), query);
    const [page, chart] = await Promise.all([markDetails(db, filter, query), methodCounts(db, filter)]);
    return { ...page, chart };
  };

/** The mark details as Excel: every mark of the period, tens of thousands for a month of the staff. */
export const markDetailsExport = defineListExport({
  name: 'attendance-details',
  fileName: (query: DetailsParams) => `attendance-details-${query.from}`,
  section: SECTION_IDS.REPORTS,
  query: ZDetailsQuery,
  scope: employeeExportScope,
  rows: (db, query: DetailsParams, page, scope) =>
    markDetails(db, detailsFilter(limitOfScope(scope), query), { ...query, ...page }),
  sheet: (lang, query) => {
    const t = (key: string) => translateMessage(lang, `attendanceReports.${key}`);
    return {
      title: `${t('detailsSheet')} ${query.from}`,
      columns: [
        { header: t('employee'), width: 34, value: (r) => r.employeeName },
        { header: t('area'), width: 22, value: (r) => r.areaName },
        { header: t('workDate'), width: 12, value: (r) => new Date(`${r.workDate}T00:00:00Z`) },
        { header: t('markedAt'), width: 20, value: (r) => limaTime(r.markedAt) },
        { header: t('kind'), width: 10, value: (r) => t(`kinds.${r.kind}`) },
        { header: t('method'), width: 16, value: (r) => t(`methods.${r.method}`) },
        { header: t('campus'), width: 20, value: (r) => r.campusName },
        { header: t('device'), width: 20, value: (r) => r.device },
        { header: t('recordedBy'), width: 26, value: (r) => r.recordedByName },
        { header: t('reason'), width: 30, value: (r) => r.reason },
        { header: t('superseded'), width: 12, value: (r) => (r.superseded ? t('yes') : '') },
      ],
    };
  },
});

const limaTime = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Lima',
    dateStyle: 'short',
    timeStyle: 'medium',
    hour12: false,
  }).format(new Date(iso));
