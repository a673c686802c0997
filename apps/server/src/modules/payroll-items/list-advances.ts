import { SECTION_IDS, type TAdvanceListQuery, translateMessage, ZAdvanceListQuery } from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { defineListExport } from '../../platform/export/list-export.ts';
import { employeeExportScope, scopeOf } from '../employees/index.ts';
import { type AdvanceListParams, listAdvances } from './payroll-advance.repository.ts';
import { advanceDecisions, answerAdvance } from './payroll-advance-access.ts';

export const listAdvancesOf =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, query: AdvanceListParams) => {
    const page = await listAdvances(db, await scopeOf(db, actor.user), query);
    return { total: page.total, data: await advanceDecisions(db).decorate(actor.user, page.data) };
  };

export const getAdvance =
  ({ db }: Pick<Deps, 'db'>) =>
  (actor: Actor, id: number) =>
    answerAdvance(db, actor.user, id);

/** The advances' Excel export, in the caller's scope (the job keeps it). */
export const advanceExport = defineListExport({
  name: 'advances',
  section: SECTION_IDS.PAYROLL,
  query: ZAdvanceListQuery,
  scope: employeeExportScope,
  rows: (db, query: TAdvanceListQuery, page, scope) =>
    listAdvances(db, scope, { ...query, ...page, sortDesc: query.sortDesc ?? false }),
  sheet: (lang) => {
    const t = (key: string) => translateMessage(lang, `payrollItems.${key}`);
    return {
      title: t('columns.advances'),
      columns: [
        { header: t('columns.employee'), width: 34, value: (r) => r.employeeName },
        { header: t('columns.area'), width: 22, value: (r) => r.areaName },
        { header: t('columns.amount'), width: 14, value: (r) => Number(r.amount) },
        { header: t('columns.period'), width: 12, value: (r) => r.period },
        { header: t('columns.status'), width: 14, value: (r) => t(`advanceStatus.${r.status}`) },
        { header: t('columns.reason'), width: 40, value: (r) => r.reason },
        { header: t('columns.paymentReference'), width: 22, value: (r) => r.paymentReference },
        { header: t('columns.createdBy'), width: 28, value: (r) => r.createdByName },
        { header: t('columns.createdAt'), width: 20, value: (r) => new Date(r.createdAt) },
      ],
    };
  },
});
