import type { RouteTab } from '../../components/route-tabs';
import { PAYROLL_DISCOUNT_PATHS } from './paths';

/** HR payroll › Discounts: one tab per state of a discount. */
export const PAYROLL_DISCOUNT_TABS: readonly RouteTab[] = (
  ['pending', 'approved', 'discounted', 'notDiscounted', 'anulled'] as const
).map((key) => ({
  path: PAYROLL_DISCOUNT_PATHS[key],
  labelKey: `payroll-discounts:tabs.${key}`,
  testId: `tab-discounts-${key}`,
}));
