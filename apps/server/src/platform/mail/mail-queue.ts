import type { Db } from '../../db/client.ts';
import { createJobQueue, type JobQueue, MAIL_QUEUE, type QueueSettings } from '../jobs/index.ts';

/** Mail delivery: one job per outbox row, on the app's job queue. */
export { MAIL_QUEUE };

export type MailJob = { outboxId: number };
export type MailQueue = JobQueue<MailJob>;

export const createMailQueue = (db: Db, settings: QueueSettings, onError: (err: Error) => void): MailQueue =>
  createJobQueue<MailJob>(db, MAIL_QUEUE, settings, onError);
