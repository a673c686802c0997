import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { createJobQueue, type JobQueue, PAYROLL_RUN_QUEUE, QUEUE_SCHEMA } from '../../platform/jobs/index.ts';
import { computeRun } from './payroll-run.compute.ts';
import type { PayrollRunJob } from './payroll-run-deps.ts';

/**
 * The payroll runs' queue and its worker: one run at a time. A run of 10,000 workers takes seconds:
 * a job active for 10 minutes is dead, and one whose worker stopped its heartbeat for 30 s (a
 * process killed) is failed and retried by pg-boss, at most twice.
 */
export const createPayrollRunQueue = (deps: Pick<Deps, 'db' | 'log'>): JobQueue<PayrollRunJob> =>
  createJobQueue<PayrollRunJob>(
    deps.db,
    PAYROLL_RUN_QUEUE,
    { retryLimit: 2, retryDelaySeconds: 5, pollSeconds: 1, expireInSeconds: 600, heartbeatSeconds: 30 },
    (err) => deps.log.error({ err }, 'payroll queue error'),
  );

/**
 * Drafts whose computation is queued or running while the queue holds no live job for them (its
 * retries spent by repeated crashes, or the job lost): queued again, so that every started run
 * finishes. Returns the runs queued.
 */
export const requeueStrandedRuns = async (db: Db, queue: Pick<JobQueue<PayrollRunJob>, 'enqueue'>) => {
  const { rows } = await db.execute<{ id: number }>(sql`
    select r.id from payroll_runs r
    where r.state = 'registered' and r.job in ('queued', 'running')
      and not exists (
        select 1 from ${sql.identifier(QUEUE_SCHEMA)}.job j
        where j.name = ${PAYROLL_RUN_QUEUE} and j.state in ('created', 'retry', 'active')
          and (j.data->>'runId')::int = r.id)
    order by r.id`);
  for (const { id } of rows) await queue.enqueue(db, { runId: id });
  return rows.map((r) => r.id);
};

export const startPayrollWorker = async (deps: Pick<Deps, 'db'>, queue: JobQueue<PayrollRunJob>) => {
  await queue.start(({ runId }) => computeRun(deps.db, runId));
  await requeueStrandedRuns(deps.db, queue);
};
