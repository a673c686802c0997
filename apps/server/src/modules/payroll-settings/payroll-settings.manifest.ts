import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { createPayrollBonusService } from './payroll-bonus.service.ts';
import { createPayrollCompanyService } from './payroll-company.service.ts';
import { createPayrollParameterService } from './payroll-parameter.service.ts';
import { payrollSettingsRoutes } from './payroll-settings.routes.ts';

export const payrollSettingsModule: ModuleManifest = {
  name: 'payroll-settings',
  setup: (ctx) => ({
    routes: payrollSettingsRoutes({
      parameters: createPayrollParameterService(ctx),
      companies: createPayrollCompanyService(ctx),
      bonuses: createPayrollBonusService(ctx),
    }),
  }),
};
