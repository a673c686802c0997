import { SECTION_IDS, type TBonusGrantListQuery, translateMessage, ZBonusGrantListQuery } from '@zerg/shared';
import { defineListExport } from '../../platform/export/list-export.ts';
import { employeeExportScope } from '../employees/index.ts';
import { listBonusGrants } from './payroll-bonus-grant.repository.ts';

/** The bonus grants' Excel export, in the caller's scope. */
export const bonusGrantExport = defineListExport({
  name: 'bonuses',
  section: SECTION_IDS.PAYROLL,
  query: ZBonusGrantListQuery,
  scope: employeeExportScope,
  rows: (db, query: TBonusGrantListQuery, page, scope) =>
    listBonusGrants(db, scope, { ...query, ...page, sortDesc: query.sortDesc ?? false }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `payrollItems.columns.${key}`);
    return {
      title: t('bonuses'),
      columns: [
        { header: t('employee'), width: 34, value: (r) => r.employeeName },
        { header: t('bonusType'), width: 26, value: (r) => r.bonusTypeName },
        { header: t('amount'), width: 14, value: (r) => Number(r.amount) },
        { header: t('fromPeriod'), width: 12, value: (r) => r.fromPeriod },
        { header: t('toPeriod'), width: 12, value: (r) => r.toPeriod },
        { header: t('observations'), width: 40, value: (r) => r.observations },
      ],
    };
  },
});
