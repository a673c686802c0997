export { documentBatchRoutes } from './batch.routes.ts';
export {
  type BatchFile,
  type BatchHandler,
  type BatchHandlers,
  type BatchItem,
  BatchItemSkipped,
  type BatchRunner,
  type BatchStartOptions,
  createBatchRunner,
} from './batch-runner.ts';
export { BatchNotLive, type BatchTask, type TaskHandler } from './batch-task.ts';
export { createDocumentBatchQueue } from './document-batch.queue.ts';
