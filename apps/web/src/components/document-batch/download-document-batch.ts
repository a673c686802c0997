import { apiDownload } from '../../lib/api-client';
import { saveFile } from '../../lib/download';

/** POST /api/documents/batch/download — the batch's archive. */
export const downloadDocumentBatch = async (batchId: number): Promise<void> => {
  saveFile(await apiDownload('/documents/batch/download', { batchId }, 'documents.zip'));
};
