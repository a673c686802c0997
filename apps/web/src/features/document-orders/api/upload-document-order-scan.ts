import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDocumentOrderDetail } from '@zerg/shared';
import { apiUpload } from '../../../lib/api-client';
import { DOCUMENT_ORDERS_QUERY_KEY } from './keys';

export type UploadScanInput = { documentOrderId: number; file: File };

/** POST /api/operations/document-order/upload-scan — multipart `document_order_id`, then `file` (PDF or photo). */
export const uploadDocumentOrderScan = ({ documentOrderId, file }: UploadScanInput) =>
  apiUpload<TDocumentOrderDetail>('/operations/document-order/upload-scan', [
    ['document_order_id', String(documentOrderId)],
    ['file', file],
  ]);

export const useUploadDocumentOrderScan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocumentOrderScan,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENT_ORDERS_QUERY_KEY }),
  });
};
