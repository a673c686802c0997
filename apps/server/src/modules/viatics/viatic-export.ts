import { SECTION_IDS, type TViaticListQuery, translateMessage, ZViaticListQuery } from '@zerg/shared';
import { defineListExport } from '../../platform/export/list-export.ts';
import { employeeExportScope } from '../employees/index.ts';
import { listViatics } from './viatic.repository.ts';

/** The viatics' Excel export: the caller's scope as the list has it, kept with the job. */
export const viaticExport = defineListExport({
  name: 'viatics',
  section: SECTION_IDS.VIATICS,
  query: ZViaticListQuery,
  scope: employeeExportScope,
  rows: (db, query: TViaticListQuery, page, scope) =>
    listViatics(db, { scope }, { ...query, ...page, sortDesc: query.sortDesc ?? false }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `columns.${key}`);
    const day = (d: string) => new Date(`${d}T00:00:00Z`);
    return {
      title: t('viatics'),
      columns: [
        { header: t('employee'), width: 34, value: (r) => r.employeeName },
        { header: t('area'), width: 22, value: (r) => r.areaName },
        { header: t('zone'), width: 20, value: (r) => r.zoneName },
        { header: t('startDate'), width: 12, value: (r) => day(r.startDate) },
        { header: t('endDate'), width: 12, value: (r) => day(r.endDate) },
        { header: t('days'), width: 8, value: (r) => r.days },
        { header: t('dailyFood'), width: 14, value: (r) => Number(r.dailyFood) },
        { header: t('dailyLodging'), width: 14, value: (r) => Number(r.dailyLodging) },
        { header: t('dailyLocalTransport'), width: 14, value: (r) => Number(r.dailyLocalTransport) },
        { header: t('total'), width: 12, value: (r) => Number(r.total) },
        { header: t('advance'), width: 12, value: (r) => Number(r.advance) },
        { header: t('balance'), width: 12, value: (r) => Number(r.balance) },
        { header: t('purpose'), width: 40, value: (r) => r.purpose },
        { header: t('status'), width: 12, value: (r) => t(`viaticStatus_${r.status}`) },
        { header: t('chiefApprovedBy'), width: 26, value: (r) => r.chiefApprovedByName },
        { header: t('hrApprovedBy'), width: 26, value: (r) => r.hrApprovedByName },
        { header: t('registeredBy'), width: 26, value: (r) => r.createdByName },
      ],
    };
  },
});
