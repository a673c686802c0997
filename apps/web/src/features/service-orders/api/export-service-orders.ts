import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { ServiceOrderListParams } from './get-service-orders';

/** POST /api/operations/service-order/export — every filtered row as .xlsx. */
export const exportServiceOrders = async (params: ServiceOrderListParams): Promise<void> => {
  saveFile(await apiDownload('/operations/service-order/export', params, 'service-orders.xlsx'));
};
