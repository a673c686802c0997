import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/operations/travel-order/despatch/pdf — the printed GRE transportista the trip issued. */
export const downloadTravelOrderGre = async (id: number, label: string): Promise<void> => {
  saveFile(await apiDownload('/operations/travel-order/despatch/pdf', { id }, `${label}.pdf`));
};
