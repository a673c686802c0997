export { documentBatchRoutes } from './batch.routes.ts';
export {
  type BatchFile,
  type BatchHandler,
  type BatchHandlers,
  type BatchItem,
  BatchItemSkipped,
  type BatchRunner,
  createBatchRunner,
} from './batch-runner.ts';
export { createDocumentBatchQueue } from './document-batch.queue.ts';
