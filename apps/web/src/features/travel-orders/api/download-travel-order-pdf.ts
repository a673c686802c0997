import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/operations/travel-order/pdf — the printed travel order. */
export const downloadTravelOrderPdf = async (id: number, code: string): Promise<void> => {
  saveFile(await apiDownload('/operations/travel-order/pdf', { id }, `${code}.pdf`));
};
