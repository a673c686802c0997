import type { TDocumentBatch, TDocumentBatchStarted, TMarkListQuery } from '@zerg/shared';
import { downloadDocumentBatch } from '../../../components/document-batch/download-document-batch';
import { getDocumentBatch } from '../../../components/document-batch/get-document-batch';
import { apiPost } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { MarkListParams } from './get-marks';

const POLL_MS = 1000;
const GIVE_UP_MS = 15 * 60_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/rrhh/attendance/mark/export — the list's body. The server builds the workbook in a
 * background job: this follows it (documents/batch/get) and saves the file when it is ready, so
 * the Export button simply stays busy a little longer.
 */
export const exportMarks = async (params: MarkListParams): Promise<void> => {
  const { batchId } = await apiPost<TDocumentBatchStarted>(
    '/rrhh/attendance/mark/export',
    params as TMarkListQuery,
  );
  const deadline = Date.now() + GIVE_UP_MS;
  let batch: TDocumentBatch = await getDocumentBatch(batchId);
  while (batch.state === 'queued' || batch.state === 'running') {
    if (Date.now() > deadline) throw new ApiError(0, 'UNKNOWN_ERROR', 'export still running');
    await wait(POLL_MS);
    batch = await getDocumentBatch(batchId);
  }
  if (batch.state === 'failed') throw new ApiError(500, 'INTERNAL_ERROR', batch.error ?? 'export failed');
  await downloadDocumentBatch(batchId);
};
