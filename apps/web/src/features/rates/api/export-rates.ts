import type { TRateListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { RateListParams } from './get-rates';

/** POST /api/setting/rate/export — every filtered rate as an .xlsx file. */
export const exportRates = async (params: RateListParams): Promise<void> => {
  saveFile(await apiDownload('/setting/rate/export', params as TRateListQuery, 'rates.xlsx'));
};
