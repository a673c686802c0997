import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TImportReport } from '@zerg/shared';
import { apiGetFile, apiUpload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import { CLIENTS_QUERY_KEY } from './keys';

/** POST /api/setting/client/import — all or nothing; the report names each refused row. */
export const importClients = (file: File): Promise<TImportReport> =>
  apiUpload<TImportReport>('/setting/client/import', [['file', file]]);

export const useImportClients = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importClients,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
};

/** GET /api/setting/client/import-template — the spreadsheet to fill in. */
export const downloadClientTemplate = async (): Promise<void> => {
  saveFile(await apiGetFile('/setting/client/import-template', 'clients-import.xlsx'));
};
