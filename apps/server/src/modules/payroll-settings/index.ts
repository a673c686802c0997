/**
 * The payroll settings module's public entry (section 17, tabs General, Payments, Labor Regime,
 * Bonus): the legal parameter history the engine reads, each company's payroll rules and the bonus
 * types. It sits above references; the payroll run and the payroll items read it through here.
 */

export {
  type BonusTypeFacts,
  bonusTypeNameOf,
  bonusTypesById,
  listBonusTypes,
} from './payroll-bonus-type-read.ts';
export { payrollBonusTypes, payrollParameters, payrollSettings } from './payroll-parameter.table.ts';
export { syncPayrollParameters } from './payroll-parameter-sync.ts';
export { payrollSettingsModule } from './payroll-settings.manifest.ts';
export { type CompanyPayrollSettings, parameterHistory, payrollSettingsOf } from './payroll-settings-read.ts';
export { seedPayrollBonusTypes } from './payroll-settings-seed.ts';
