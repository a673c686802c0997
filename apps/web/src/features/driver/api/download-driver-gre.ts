import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/driver/travel-order/despatch/pdf — the GRE of the driver's own trip, to show on the road. */
export const downloadDriverGre = async (id: number, label: string): Promise<void> => {
  saveFile(await apiDownload('/driver/travel-order/despatch/pdf', { id }, `${label}.pdf`));
};
