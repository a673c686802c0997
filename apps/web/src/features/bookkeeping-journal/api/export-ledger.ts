import type { TLedgerQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/**
 * POST /api/bookkeeping/ledger/export — the account's ledger for the period. The workbook, or above the server's threshold the job making it, which "My documents"
 * follows (`saveFile`).
 */
export const exportLedger = async (query: TLedgerQuery): Promise<void> => {
  saveFile(await apiDownload('/bookkeeping/ledger/export', query, 'ledger.xlsx'));
};
