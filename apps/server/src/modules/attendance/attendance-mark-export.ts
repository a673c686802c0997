import { SECTION_IDS, type TMarkListQuery, translateMessage, ZMarkListQuery } from '@zerg/shared';
import { defineListExport } from '../../platform/export/list-export.ts';
import { employeeExportScope } from '../employees/index.ts';
import { listMarks, type MarkListParams } from './attendance-mark.repository.ts';

/** The list's parameters: the page asked, or the first page of `page` (an export's whole list). */
export const markListParams = (
  query: TMarkListQuery,
  page?: { page: number; perPage: number },
): MarkListParams => ({
  ...query,
  page: page?.page ?? query.page ?? 1,
  perPage: page?.perPage ?? query.perPage ?? 50,
  sortDesc: query.sortBy ? (query.sortDesc ?? false) : true,
});

/** `2026-11-23 08:05` in Lima, for the export. */
const limaLocal = (iso: string) => {
  const local = new Date(Date.parse(iso) - 5 * 3_600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
};

/**
 * The attendance-mark export (`platform/export/list-export.ts`): a whole year of marks of a big staff
 * is tens of thousands of rows, which a job builds rather than the request.
 */
export const markExport = defineListExport({
  name: 'attendance-marks',
  section: SECTION_IDS.PAYROLL,
  query: ZMarkListQuery,
  scope: employeeExportScope,
  rows: (db, query: TMarkListQuery, page, scope) => listMarks(db, scope, markListParams(query, page)),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `attendanceMarking.${key}`);
    return {
      title: t('marks'),
      columns: [
        { header: t('employee'), width: 34, value: (r) => r.employeeName },
        { header: t('area'), width: 22, value: (r) => r.areaName },
        { header: t('workDate'), width: 12, value: (r) => r.workDate },
        { header: t('markedAt'), width: 18, value: (r) => limaLocal(r.markedAt) },
        { header: t('kind'), width: 10, value: (r) => t(`kind_${r.kind}`) },
        { header: t('method'), width: 16, value: (r) => t(`method_${r.method}`) },
        { header: t('campus'), width: 18, value: (r) => r.campusName },
        { header: t('kiosk'), width: 22, value: (r) => r.kioskDeviceName },
        { header: t('device'), width: 30, value: (r) => r.device },
        { header: t('reason'), width: 36, value: (r) => r.reason },
        { header: t('recordedBy'), width: 26, value: (r) => r.recordedByName },
      ],
    };
  },
});
