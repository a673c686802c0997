/**
 * The payroll items module's public entry: discounts and their quotas (payroll tab Discounts,
 * section 14; workshop discounts, section 21), salary advances (tab Adelanto de Sueldo) and the
 * bonuses granted to workers. The payroll run reads what is due and settles it through here.
 */

export { markAdvancePaid } from './payroll-advance-payment.ts';
export { markLoanPaid } from './payroll-discount-payment.ts';
export {
  payrollAdvanceDeductions,
  payrollAdvances,
  payrollBonusGrants,
  payrollDiscountQuotas,
  payrollDiscounts,
} from './payroll-item.table.ts';
export { payrollItemsModule } from './payroll-items.manifest.ts';
export {
  type Advance,
  advanceById,
  advanceRows,
  advancesInStatus,
  type Discount,
  discountById,
  discountsInStatus,
  discountTypesOfQuotas,
} from './payroll-items-lookups.ts';
export {
  type DueItems,
  dueItemsOf,
  settleRunItems,
  undoRunAdvances,
  undoRunDiscounts,
} from './payroll-items-run.ts';
export { insertDemoPayrollItems } from './payroll-items-seed.ts';
