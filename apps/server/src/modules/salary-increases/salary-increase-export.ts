import {
  SECTION_IDS,
  type TSalaryIncreaseListQuery,
  translateMessage,
  ZSalaryIncreaseListQuery,
} from '@zerg/shared';
import { defineListExport } from '../../platform/export/list-export.ts';
import { employeeExportScope } from '../employees/index.ts';
import { listSalaryIncreases } from './salary-increase.repository.ts';

/** The salary increases' Excel export, in the caller's scope. */
export const salaryIncreaseExport = defineListExport({
  name: 'salary-increases',
  section: SECTION_IDS.SALARY_INCREASE,
  query: ZSalaryIncreaseListQuery,
  scope: employeeExportScope,
  rows: (db, query: TSalaryIncreaseListQuery, page, scope) =>
    listSalaryIncreases(db, scope, { ...query, ...page, sortDesc: query.sortDesc ?? false }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `salaryIncrease.columns.${key}`);
    const day = (d: string) => new Date(`${d}T00:00:00Z`);
    return {
      title: t('sheet'),
      columns: [
        { header: t('employee'), width: 34, value: (r) => r.employeeName },
        { header: t('area'), width: 22, value: (r) => r.areaName },
        { header: t('currentSalary'), width: 16, value: (r) => Number(r.currentSalary) },
        { header: t('newSalary'), width: 16, value: (r) => Number(r.newSalary) },
        { header: t('effectiveDate'), width: 14, value: (r) => day(r.effectiveDate) },
        { header: t('reason'), width: 40, value: (r) => r.reason },
        {
          header: t('status'),
          width: 14,
          value: (r) => translateMessage(lang, `salaryIncrease.status.${r.status}`),
        },
        { header: t('requestedBy'), width: 28, value: (r) => r.requestedByName },
        { header: t('requestedAt'), width: 20, value: (r) => new Date(r.requestedAt) },
        { header: t('decidedBy'), width: 28, value: (r) => r.decidedByName },
        { header: t('rejectionReason'), width: 34, value: (r) => r.rejectionReason },
      ],
    };
  },
});
