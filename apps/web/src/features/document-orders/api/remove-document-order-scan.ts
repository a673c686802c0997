import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDocumentOrderDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { DOCUMENT_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/document-order/remove-scan — `{ id }` of the scan. */
export const removeDocumentOrderScan = (id: number) =>
  apiPost<TDocumentOrderDetail>('/operations/document-order/remove-scan', { id });

export const useRemoveDocumentOrderScan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDocumentOrderScan,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENT_ORDERS_QUERY_KEY }),
  });
};
