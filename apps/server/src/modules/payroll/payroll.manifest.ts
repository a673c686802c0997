import type { ModuleManifest } from '../../platform/module-manifest.ts';
import { registerRunMonths } from './payroll-run.compute.ts';
import { payrollRunRoutes } from './payroll-run.routes.ts';
import { createPayrollRunService } from './payroll-run.service.ts';
import { createPayrollRunQueue, startPayrollWorker } from './payroll-run.worker.ts';

export const payrollModule: ModuleManifest = {
  name: 'payroll',
  // The employee record refuses an opening balance for a month whose monthly payroll is approved.
  listen: registerRunMonths,
  setup: (ctx) => {
    // Payroll runs compute on their queue's worker; tests call the computation themselves.
    const jobDeps = { db: ctx.jobDb, log: ctx.log };
    const queue = ctx.background ? createPayrollRunQueue(jobDeps) : null;
    return {
      routes: payrollRunRoutes(createPayrollRunService({ ...ctx, queue })),
      ...(queue && {
        worker: { start: () => startPayrollWorker(jobDeps, queue), stop: () => queue.stop() },
      }),
    };
  },
};
