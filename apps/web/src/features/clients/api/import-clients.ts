import { useQueryClient } from '@tanstack/react-query';
import type { TDocumentBatchStarted } from '@zerg/shared';
import { apiGetFile, apiUpload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import { CLIENTS_QUERY_KEY } from './keys';

/**
 * POST /api/setting/client/import — answers the import job's batch; its report (all or nothing:
 * every refused row with its reasons) arrives with the batch.
 */
export const importClients = (file: File): Promise<TDocumentBatchStarted> =>
  apiUpload<TDocumentBatchStarted>('/setting/client/import', [['file', file]]);

/** The import's start, and what a finished import that wrote rows refreshes. */
export const useImportClients = () => {
  const queryClient = useQueryClient();
  return {
    start: importClients,
    imported: () => void queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  };
};

/** GET /api/setting/client/import-template — the spreadsheet to fill in. */
export const downloadClientTemplate = async (): Promise<void> => {
  saveFile(await apiGetFile('/setting/client/import-template', 'clients-import.xlsx'));
};
