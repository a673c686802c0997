import { SECTION_IDS, type TRemoteWorkListQuery, translateMessage, ZRemoteWorkListQuery } from '@zerg/shared';
import { defineListExport } from '../../platform/export/list-export.ts';
import { employeeExportScope } from '../employees/index.ts';
import { listRemoteWork } from './remote-work.repository.ts';

/** The remote-work assignments' Excel export, in the caller's scope. */
export const remoteWorkExport = defineListExport({
  name: 'homework-status',
  section: SECTION_IDS.SETTINGS_GENERAL,
  query: ZRemoteWorkListQuery,
  scope: employeeExportScope,
  rows: (db, query: TRemoteWorkListQuery, page, scope) =>
    listRemoteWork(db, scope, { ...query, ...page, sortDesc: query.sortDesc ?? false }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `columns.${key}`);
    const day = (d: string) => new Date(`${d}T00:00:00Z`);
    return {
      title: t('remoteWork'),
      columns: [
        { header: t('employee'), width: 34, value: (r) => r.employeeName },
        { header: t('area'), width: 24, value: (r) => r.areaName },
        { header: t('from'), width: 14, value: (r) => day(r.from) },
        { header: t('to'), width: 18, value: (r) => (r.to ? day(r.to) : t('untilFurtherNotice')) },
        {
          header: t('weekdays'),
          width: 26,
          value: (r) => r.weekdays.map((d) => t(`weekday_${d}`)).join(', '),
        },
        { header: t('reason'), width: 40, value: (r) => r.reason },
        { header: t('notes'), width: 30, value: (r) => r.notes },
        { header: t('status'), width: 12, value: (r) => t(r.status) },
        { header: t('registeredBy'), width: 28, value: (r) => r.createdByName },
      ],
    };
  },
});
