import type { DiscountOrigin } from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
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
