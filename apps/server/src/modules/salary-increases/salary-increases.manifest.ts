import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { salaryIncreaseRoutes } from './salary-increase.routes.ts';
import { createSalaryIncreaseService } from './salary-increase.service.ts';

export const salaryIncreasesModule: ModuleManifest = {
  name: 'salary-increases',
  setup: (ctx) => ({ routes: salaryIncreaseRoutes(createSalaryIncreaseService(ctx)) }),
};
