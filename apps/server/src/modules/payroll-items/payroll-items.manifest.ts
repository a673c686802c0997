import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { discountExports } from './discount-export.ts';
import { advanceExport } from './list-advances.ts';
import { createPayrollAdvanceService } from './payroll-advance.service.ts';
import { createPayrollBonusGrantService } from './payroll-bonus-grant.service.ts';
import { bonusGrantExport } from './payroll-bonus-grant-export.ts';
import { createPayrollDiscountService } from './payroll-discount.service.ts';
import { payrollItemRoutes } from './payroll-items.routes.ts';

export const payrollItemsModule: ModuleManifest = {
  name: 'payroll-items',
  exports: [advanceExport, bonusGrantExport, discountExports.payroll, discountExports.workshop],
  setup: (ctx) => ({
    routes: payrollItemRoutes({
      discounts: createPayrollDiscountService(ctx),
      advances: createPayrollAdvanceService(ctx),
      bonuses: createPayrollBonusGrantService(ctx),
    }),
  }),
};
