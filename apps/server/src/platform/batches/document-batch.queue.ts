import type { Db } from '../../db/client.ts';
import { createJobQueue, DOCUMENT_BATCH_QUEUE, type JobQueue } from '../jobs/index.ts';

/**
 * One batch at a time. A thousand signed payslips take under a minute: a job active for 20 minutes
 * is dead. One whose worker went silent for 20 s (a process killed) is found by the next check,
 * every 15 s, and retried 5 s later by whichever instance polls first, at most twice: another
 * instance picks up a killed one's batch within about 40 s, and makes it again from the start.
 */
export const createDocumentBatchQueue = (
  db: Db,
  onError: (err: Error) => void,
): JobQueue<{ batchId: number }> =>
  createJobQueue<{ batchId: number }>(
    db,
    DOCUMENT_BATCH_QUEUE,
    {
      retryLimit: 2,
      retryDelaySeconds: 5,
      pollSeconds: 1,
      expireInSeconds: 1200,
      heartbeatSeconds: 20,
      superviseSeconds: 15,
    },
    onError,
  );
