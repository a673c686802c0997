import type { Deps } from '../../platform/deps.ts';
import { createJobQueue, type JobQueue, PAYROLL_RUN_QUEUE } from '../../platform/jobs/index.ts';
import { computeRun } from './payroll-run.compute.ts';
import type { PayrollRunJob } from './payroll-run.service.ts';

/** The payroll runs' queue and its worker: one run at a time, retried once if the process dies. */
export const createPayrollRunQueue = (deps: Pick<Deps, 'db' | 'log'>): JobQueue<PayrollRunJob> =>
  createJobQueue<PayrollRunJob>(
    deps.db,
    PAYROLL_RUN_QUEUE,
    { retryLimit: 2, retryDelaySeconds: 5, pollSeconds: 1 },
    (err) => deps.log.error({ err }, 'payroll queue error'),
  );

export const startPayrollWorker = (deps: Pick<Deps, 'db'>, queue: JobQueue<PayrollRunJob>) =>
  queue.start(({ runId }) => computeRun(deps.db, runId));
