import type { TTreasuryTransactionListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { TransactionListParams } from './get-transactions';

/** POST /api/treasury/transaction/export — the list's body; every filtered movement as an .xlsx file. */
export const exportTransactions = async (params: TransactionListParams): Promise<void> => {
  saveFile(
    await apiDownload(
      '/treasury/transaction/export',
      params as TTreasuryTransactionListQuery,
      'treasury-transactions.xlsx',
    ),
  );
};
