import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/rrhh/payroll/payment/bank-file — the bank transfer file. */
export const downloadBankFile = async (id: number): Promise<void> => {
  saveFile(await apiDownload('/rrhh/payroll/payment/bank-file', { runId: id }, 'bank-file.xlsx'));
};
