import type { Db } from '../../db/client.ts';
import { createJobQueue, DOCUMENT_BATCH_QUEUE, type JobQueue } from '../jobs/index.ts';

/** The heartbeat when `DOCUMENT_BATCH_HEARTBEAT_SECONDS` does not say otherwise. */
export const DOCUMENT_BATCH_HEARTBEAT_SECONDS = 20;

/**
 * One batch at a time. A thousand signed payslips take under a minute: a job active for 20 minutes
 * is dead. One whose worker went silent for its heartbeat (20 s; a process killed) is found by the
 * next check, every three quarters of the heartbeat (15 s), and retried a quarter of it later (5 s)
 * by whichever instance polls first, at most twice: another instance picks up a killed one's batch
 * within about 40 s, and makes it again from the start. The check and the retry follow the
 * heartbeat so that one setting shortens the whole wait (the two-instance test runs it at 10 s).
 */
export const createDocumentBatchQueue = (
  db: Db,
  onError: (err: Error) => void,
  heartbeatSeconds = DOCUMENT_BATCH_HEARTBEAT_SECONDS,
): JobQueue<{ batchId: number }> =>
  createJobQueue<{ batchId: number }>(
    db,
    DOCUMENT_BATCH_QUEUE,
    {
      retryLimit: 2,
      retryDelaySeconds: Math.max(1, Math.round(heartbeatSeconds / 4)),
      pollSeconds: 1,
      expireInSeconds: 1200,
      heartbeatSeconds,
      superviseSeconds: Math.max(1, Math.round((heartbeatSeconds * 3) / 4)),
    },
    onError,
  );
