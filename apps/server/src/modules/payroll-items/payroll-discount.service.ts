import type { DiscountOrigin, Language, TDiscountListQuery } from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { approveDiscount } from './approve-discount.ts';
import { anullDiscount, markDiscountNotDiscounted } from './close-discount.ts';
import { discountExports } from './discount-export.ts';
import { createDiscount, updateDiscount } from './edit-discount.ts';
import { discountQuotasOf, getDiscount, listDiscountsOf } from './list-discounts.ts';

export { DISCOUNT_LINKS } from './approve-discount.ts';

/**
 * Discounts (payroll tab, section 14) and workshop discounts (section 21). `origin` is the screen
 * asking: 'payroll' sees every discount of its scope and decides; 'workshop' registers and sees only
 * the workshop's damage and shortages, for any worker, and HR approves them in the payroll tab.
 */
export const createPayrollDiscountService = (deps: Deps & ExportDeps) => ({
  list: listDiscountsOf(deps),
  get: getDiscount(deps),
  quotas: discountQuotasOf(deps),
  export: (actor: Actor, origin: DiscountOrigin, query: TDiscountListQuery, lang: Language) =>
    discountExports[origin].answer(deps, actor, query, lang),
  create: createDiscount(deps),
  update: updateDiscount(deps),
  approve: approveDiscount(deps),
  anull: anullDiscount(deps),
  markNotDiscounted: markDiscountNotDiscounted(deps),
});

export type PayrollDiscountService = ReturnType<typeof createPayrollDiscountService>;
