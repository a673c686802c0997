import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDocumentOrderDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { DOCUMENT_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/document-order/remove-document — refused (409) once delivered to the client. */
export const removeShipmentDocument = (id: number): Promise<TDocumentOrderDetail> =>
  apiPost<TDocumentOrderDetail>('/operations/document-order/remove-document', { id });

export const useRemoveShipmentDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeShipmentDocument,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENT_ORDERS_QUERY_KEY }),
  });
};
