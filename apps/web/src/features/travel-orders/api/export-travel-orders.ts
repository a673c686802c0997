import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { TravelOrderListParams } from './get-travel-orders';

/** POST /api/operations/travel-order/export — every filtered row as .xlsx. */
export const exportTravelOrders = async (params: TravelOrderListParams): Promise<void> => {
  saveFile(await apiDownload('/operations/travel-order/export', params, 'travel-orders.xlsx'));
};
