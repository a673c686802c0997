export const PAYROLL_DISCOUNT_PATHS = {
  pending: '/rrhh/payroll/discounts/pending',
  approved: '/rrhh/payroll/discounts/approved',
  discounted: '/rrhh/payroll/discounts/discounted',
  notDiscounted: '/rrhh/payroll/discounts/not-discounted',
  anulled: '/rrhh/payroll/discounts/anulled',
} as const;
