import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  createJobQueue,
  E_DOCUMENT_QUEUE,
  enqueueJob,
  type JobQueue,
  QUEUE_SCHEMA,
} from '../../platform/jobs/index.ts';

/** One job per record: send it, or ask SUNAT about its ticket. */
export type EDocumentJob = { id: number };
export type EDocumentQueue = JobQueue<EDocumentJob>;

/** Queued inside the caller's transaction: the job exists only if the record does. */
export const enqueueSend = (tx: DbOrTx, id: number, startAfterSeconds?: number) =>
  enqueueJob(tx, E_DOCUMENT_QUEUE, { id } satisfies EDocumentJob, { startAfterSeconds });

/**
 * The queue's worker: one document at a time per instance. A send answers in seconds: a job active
 * for five minutes is dead, and one whose worker went silent for 30 s (a process killed) is failed
 * and taken again, by this instance or another, which then finds its record in `sending`.
 */
export const createEDocumentQueue = (
  db: Db,
  settings: Pick<AppConfig['eDocumentQueue'], 'retryLimit' | 'retryDelaySeconds'> & {
    heartbeatSeconds?: number;
    superviseSeconds?: number;
  },
  onError: (err: Error) => void,
): EDocumentQueue =>
  createJobQueue<EDocumentJob>(
    db,
    E_DOCUMENT_QUEUE,
    {
      retryLimit: settings.retryLimit,
      retryDelaySeconds: settings.retryDelaySeconds,
      pollSeconds: 2,
      expireInSeconds: 300,
      heartbeatSeconds: settings.heartbeatSeconds ?? 30,
      ...(settings.superviseSeconds ? { superviseSeconds: settings.superviseSeconds } : {}),
    },
    onError,
  );

/**
 * Records still to send or to ask about while the queue holds no live job for them (their job's
 * retries spent by crashes, or lost): queued again when a worker starts. Answers their ids.
 */
export const requeueStranded = async (db: Db): Promise<number[]> => {
  const { rows } = await db.execute<{ id: number }>(sql`
    select d.id from electronic_documents d
    where d.state in ('pending', 'sending', 'awaiting_ticket')
      and not exists (
        select 1 from ${sql.identifier(QUEUE_SCHEMA)}.job j
        where j.name = ${E_DOCUMENT_QUEUE} and j.state in ('created', 'retry', 'active')
          and (j.data->>'id')::int = d.id)
    order by d.id`);
  for (const { id } of rows) await enqueueSend(db, id);
  return rows.map((r) => r.id);
};
