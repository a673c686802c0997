import type { TAgingQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { AgingParams } from './get-aging';

/** POST /api/billing/receivables/aging/export — the aging's body; every client's balance by age as .xlsx. */
export const exportAging = async (params: AgingParams): Promise<void> => {
  saveFile(await apiDownload('/billing/receivables/aging/export', params as TAgingQuery, 'aging.xlsx'));
};
