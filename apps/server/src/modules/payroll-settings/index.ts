/**
 * The payroll settings module's public entry (section 17, tabs General, Payments, Labor Regime,
 * Bonus): the legal parameter history the engine reads, each company's payroll rules and the bonus
 * types. It sits above references; the payroll run and the payroll items read it through here.
 */

import type { Deps } from '../../platform/deps.ts';
import { createPayrollBonusService } from './payroll-bonus.service.ts';
import { createPayrollCompanyService } from './payroll-company.service.ts';
import { createPayrollParameterService } from './payroll-parameter.service.ts';
import { payrollSettingsRoutes } from './payroll-settings.routes.ts';

export { payrollBonusTypes, payrollParameters, payrollSettings } from './payroll-parameter.table.ts';
export { syncPayrollParameters } from './payroll-parameter-sync.ts';
export { type CompanyPayrollSettings, parameterHistory, payrollSettingsOf } from './payroll-settings-read.ts';

/** The routes with their services, for app.ts. */
export const payrollSettingsPlugin = (deps: Deps) =>
  payrollSettingsRoutes({
    parameters: createPayrollParameterService(deps),
    companies: createPayrollCompanyService(deps),
    bonuses: createPayrollBonusService(deps),
  });
export { seedPayrollBonusTypes } from './payroll-settings-seed.ts';
