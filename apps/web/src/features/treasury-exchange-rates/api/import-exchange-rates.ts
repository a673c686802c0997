import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TImportReport } from '@zerg/shared';
import { apiGetFile, apiUpload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import { EXCHANGE_RATES_QUERY_KEY } from './keys';

/** POST /api/treasury/exchange-rate/import — date, purchase, sale (source): all or nothing. */
export const importExchangeRates = (file: File): Promise<TImportReport> =>
  apiUpload<TImportReport>('/treasury/exchange-rate/import', [['file', file]]);

export const useImportExchangeRates = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importExchangeRates,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXCHANGE_RATES_QUERY_KEY }),
  });
};

/** GET /api/treasury/exchange-rate/import-template — the spreadsheet to fill in. */
export const downloadExchangeRateTemplate = async (): Promise<void> => {
  saveFile(await apiGetFile('/treasury/exchange-rate/import-template', 'exchange-rates-import.xlsx'));
};
