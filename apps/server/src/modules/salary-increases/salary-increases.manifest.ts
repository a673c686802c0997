import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { salaryIncreaseRoutes } from './salary-increase.routes.ts';
import { createSalaryIncreaseService } from './salary-increase.service.ts';
import { salaryIncreaseExport } from './salary-increase-export.ts';

export const salaryIncreasesModule: ModuleManifest = {
  name: 'salary-increases',
  exports: [salaryIncreaseExport],
  setup: (ctx) => ({ routes: salaryIncreaseRoutes(createSalaryIncreaseService(ctx)) }),
};
