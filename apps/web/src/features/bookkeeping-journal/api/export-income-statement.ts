import type { TIncomeByFunctionQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/**
 * POST /api/bookkeeping/income-statement/export — the income statement by function. The workbook, or above the server's threshold the job making it, which "My documents"
 * follows (`saveFile`).
 */
export const exportIncomeStatement = async (query: TIncomeByFunctionQuery): Promise<void> => {
  saveFile(await apiDownload('/bookkeeping/income-statement/export', query, 'income-statement.xlsx'));
};
