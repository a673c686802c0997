import { type DiscountOrigin, type Language, type TDiscountListQuery, translateMessage } from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { type DiscountListParams, discountQuotas, listDiscounts } from './payroll-discount.repository.ts';
import { answerDiscount, discountDecisions, discountVisibility } from './payroll-discount-access.ts';

export const listDiscountsOf =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, origin: DiscountOrigin, query: DiscountListParams) => {
    const page = await listDiscounts(db, await discountVisibility(db, actor.user, origin), query);
    return { total: page.total, data: await discountDecisions(db).decorate(actor.user, page.data) };
  };

export const getDiscount =
  ({ db }: Pick<Deps, 'db'>) =>
  (actor: Actor, origin: DiscountOrigin, id: number) =>
    answerDiscount(db, actor.user, origin, id);

export const discountQuotasOf =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, origin: DiscountOrigin, id: number) => {
    await answerDiscount(db, actor.user, origin, id);
    return { data: await discountQuotas(db, id) };
  };

export const exportDiscounts =
  ({ db }: Pick<Deps, 'db'>) =>
  async (actor: Actor, origin: DiscountOrigin, query: TDiscountListQuery, lang: Language) => {
    const { data } = await listDiscounts(db, await discountVisibility(db, actor.user, origin), {
      ...query,
      page: 1,
      perPage: EXPORT_MAX_ROWS,
      sortDesc: query.sortDesc ?? false,
    });
    const t = (key: string) => translateMessage(lang, `payrollItems.${key}`);
    return toXlsx(
      t('columns.discounts'),
      [
        { header: t('columns.employee'), width: 34, value: (r) => r.employeeName },
        { header: t('columns.area'), width: 22, value: (r) => r.areaName },
        { header: t('columns.origin'), width: 12, value: (r) => t(`origin.${r.origin}`) },
        { header: t('columns.type'), width: 14, value: (r) => t(`type.${r.type}`) },
        { header: t('columns.amount'), width: 14, value: (r) => Number(r.amount) },
        { header: t('columns.quotas'), width: 10, value: (r) => r.quotas },
        { header: t('columns.startPeriod'), width: 12, value: (r) => r.startPeriod },
        { header: t('columns.taken'), width: 14, value: (r) => Number(r.takenAmount) },
        { header: t('columns.status'), width: 16, value: (r) => t(`discountStatus.${r.status}`) },
        { header: t('columns.observations'), width: 40, value: (r) => r.observations },
        { header: t('columns.createdBy'), width: 28, value: (r) => r.createdByName },
        { header: t('columns.createdAt'), width: 20, value: (r) => new Date(r.createdAt) },
      ],
      data,
    );
  };
