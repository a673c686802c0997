import { type Language, type TAdvanceListQuery, translateMessage } from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { scopeOf } from '../employees/index.ts';
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

export const exportAdvances =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, query: TAdvanceListQuery, lang: Language) => {
    const { data } = await listAdvances(db, await scopeOf(db, actor.user), {
      ...query,
      page: 1,
      perPage: EXPORT_MAX_ROWS,
      sortDesc: query.sortDesc ?? false,
    });
    const t = (key: string) => translateMessage(lang, `payrollItems.${key}`);
    return toXlsx(
      t('columns.advances'),
      [
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
      data,
    );
  };
