import type { TCompanyBankAccountListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { BankAccountListParams } from './get-bank-accounts';

/** POST /api/treasury/bank-account/export — the list's body; every filtered account as an .xlsx file. */
export const exportBankAccounts = async (params: BankAccountListParams): Promise<void> => {
  saveFile(
    await apiDownload(
      '/treasury/bank-account/export',
      params as TCompanyBankAccountListQuery,
      'bank-accounts.xlsx',
    ),
  );
};
