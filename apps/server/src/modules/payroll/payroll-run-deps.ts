import type { Deps } from '../../platform/deps.ts';
import type { JobQueue } from '../../platform/jobs/index.ts';

export type PayrollRunJob = { runId: number };

/** What the run's use cases are built from: the app's deps and the queue that computes runs. */
export type PayrollRunDeps = Deps & { queue: JobQueue<PayrollRunJob> | null };
