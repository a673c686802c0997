import {
  SECTION_IDS,
  type TAdditionalWorkListQuery,
  translateMessage,
  ZAdditionalWorkListQuery,
} from '@zerg/shared';
import { defineListExport } from '../../platform/export/list-export.ts';
import { employeeExportScope } from '../employees/index.ts';
import { listAdditionalWork } from './additional-work.repository.ts';

/** The additional-work requests' Excel export, in the caller's scope. */
export const additionalWorkExport = defineListExport({
  name: 'additional-work',
  section: SECTION_IDS.ADDITIONAL_WORK,
  query: ZAdditionalWorkListQuery,
  scope: employeeExportScope,
  rows: (db, query: TAdditionalWorkListQuery, page, scope) =>
    listAdditionalWork(db, scope, { ...query, ...page, sortDesc: query.sortDesc ?? false }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `additionalWork.${key}`);
    return {
      title: t('columns.sheet'),
      columns: [
        { header: t('columns.employee'), width: 34, value: (r) => r.employeeName },
        { header: t('columns.area'), width: 22, value: (r) => r.areaName },
        { header: t('columns.date'), width: 14, value: (r) => new Date(`${r.date}T00:00:00Z`) },
        { header: t('columns.hours'), width: 10, value: (r) => Number(r.hours) },
        { header: t('columns.payMode'), width: 12, value: (r) => t(`payMode.${r.payMode}`) },
        { header: t('columns.amount'), width: 14, value: (r) => (r.amount ? Number(r.amount) : null) },
        { header: t('columns.reason'), width: 40, value: (r) => r.reason },
        { header: t('columns.status'), width: 14, value: (r) => t(`status.${r.status}`) },
        { header: t('columns.requestedBy'), width: 28, value: (r) => r.requestedByName },
        { header: t('columns.requestedAt'), width: 20, value: (r) => new Date(r.requestedAt) },
        { header: t('columns.decidedBy'), width: 28, value: (r) => r.decidedByName },
        { header: t('columns.rejectionReason'), width: 34, value: (r) => r.rejectionReason },
      ],
    };
  },
});
