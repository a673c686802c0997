import type { Db } from '../../db/client.ts';
import { createJobQueue, DOCUMENT_BATCH_QUEUE, type JobQueue } from '../jobs/index.ts';

/**
 * One batch at a time. A thousand signed payslips take under a minute: a job active for 20 minutes
 * is dead, and one whose worker went silent for 30 s (a process killed) is retried, at most twice.
 */
export const createDocumentBatchQueue = (
  db: Db,
  onError: (err: Error) => void,
): JobQueue<{ batchId: number }> =>
  createJobQueue<{ batchId: number }>(
    db,
    DOCUMENT_BATCH_QUEUE,
    { retryLimit: 2, retryDelaySeconds: 5, pollSeconds: 1, expireInSeconds: 1200, heartbeatSeconds: 30 },
    onError,
  );
