import type { TTrialBalanceQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/**
 * POST /api/bookkeeping/trial-balance/export — the trial balance of the period. The workbook, or above the server's threshold the job making it, which "My documents"
 * follows (`saveFile`).
 */
export const exportTrialBalance = async (query: TTrialBalanceQuery): Promise<void> => {
  saveFile(await apiDownload('/bookkeeping/trial-balance/export', query, 'trial-balance.xlsx'));
};
