import type { TDocumentOrderListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { DocumentOrderListParams } from './get-document-orders';

/** POST /api/operations/document-order/export — every filtered order as .xlsx. */
export const exportDocumentOrders = async (params: DocumentOrderListParams): Promise<void> => {
  saveFile(
    await apiDownload(
      '/operations/document-order/export',
      params as TDocumentOrderListQuery,
      'document-orders.xlsx',
    ),
  );
};
