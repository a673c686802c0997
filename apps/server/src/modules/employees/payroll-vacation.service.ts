import {
  SECTION_IDS,
  type TPayrollVacationListQuery,
  translateMessage,
  ZPayrollVacationListQuery,
} from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { defineListExport, type ExportDeps } from '../../platform/export/list-export.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { employeeExportScope, scopeOf } from './employee-scope.ts';
import { listPayrollVacations, type PayrollVacationParams } from './payroll-vacation.repository.ts';

const day = (d: string | null) => (d ? new Date(`${d}T00:00:00Z`) : '');

/** The Vacations tab as Excel: a row per active worker of the caller's scope, in the tab's order. */
export const payrollVacationExport = defineListExport({
  name: 'vacations',
  section: SECTION_IDS.PAYROLL,
  query: ZPayrollVacationListQuery,
  scope: employeeExportScope,
  rows: (db, query: TPayrollVacationListQuery, page, scope) =>
    listPayrollVacations(db, scope, { ...query, ...page }, limaToday()),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `columns.${key}`);
    return {
      title: t('payrollVacations'),
      columns: [
        { header: t('employee'), width: 36, value: (r) => r.name },
        { header: t('documentNumber'), width: 14, value: (r) => r.documentNumber },
        { header: t('company'), width: 30, value: (r) => r.companyName ?? '' },
        { header: t('area'), width: 22, value: (r) => r.areaName ?? '' },
        { header: t('serviceStart'), width: 14, value: (r) => day(r.serviceStart) },
        { header: t('earned'), width: 10, value: (r) => r.earned },
        { header: t('taken'), width: 10, value: (r) => r.taken },
        { header: t('scheduled'), width: 12, value: (r) => r.scheduled },
        { header: t('balance'), width: 10, value: (r) => r.balance },
        { header: t('from'), width: 14, value: (r) => day(r.nextStart) },
        { header: t('to'), width: 14, value: (r) => day(r.nextEnd) },
      ],
    };
  },
});

/**
 * The payroll page's Vacations tab (section 14): every active employee the user may see with the
 * days earned, taken and scheduled over all service years, the balance and the next period, the
 * same figures as the employee record's, sorted and paged by the database.
 */
export const createPayrollVacationService = (deps: Deps & ExportDeps, today: () => string = limaToday) => ({
  list: async (actor: Actor, query: PayrollVacationParams) =>
    listPayrollVacations(deps.db, await scopeOf(deps.db, actor.user), query, today()),
  export: payrollVacationExport.answer.bind(null, deps),
});

export type PayrollVacationService = ReturnType<typeof createPayrollVacationService>;
