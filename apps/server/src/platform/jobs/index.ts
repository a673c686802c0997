export {
  createJobQueue,
  enqueueJob,
  installJobQueues,
  type JobAttempt,
  type JobQueue,
  QUEUE_SCHEMA,
  type QueueSettings,
} from './job-queue.ts';
export {
  APP_QUEUES,
  DOCUMENT_BATCH_QUEUE,
  E_DOCUMENT_QUEUE,
  MAIL_QUEUE,
  PAYROLL_RUN_QUEUE,
} from './queue-names.ts';
export {
  checkScheduledTasks,
  createScheduleRunner,
  SCHEDULE_TIME_ZONE,
  type ScheduleConnection,
  type ScheduledTask,
  type ScheduleRunner,
} from './schedules.ts';
