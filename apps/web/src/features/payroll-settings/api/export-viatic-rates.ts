import type { TViaticRateListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { ViaticRateListParams } from './get-viatic-rates';

/** POST /api/setting/viatic-rate/export — every filtered rate as .xlsx. */
export const exportViaticRates = async (params: ViaticRateListParams): Promise<void> => {
  saveFile(
    await apiDownload('/setting/viatic-rate/export', params as TViaticRateListQuery, 'viatic-rates.xlsx'),
  );
};
