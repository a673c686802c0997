import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/treasury/transaction/payment-file — a payroll batch's bank payment file (.xlsx). */
export const downloadPaymentFile = async (id: number): Promise<void> => {
  saveFile(await apiDownload('/treasury/transaction/payment-file', { id }, `payment-${id}.xlsx`));
};
