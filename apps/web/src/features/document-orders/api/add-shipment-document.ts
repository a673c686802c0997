import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDocumentOrderDetail, TShipmentDocumentInput } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { DOCUMENT_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/document-order/add-document — 400 on series or number, or a guide already registered. */
export const addShipmentDocument = (body: TShipmentDocumentInput): Promise<TDocumentOrderDetail> =>
  apiPost<TDocumentOrderDetail>('/operations/document-order/add-document', body);

export const useAddShipmentDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addShipmentDocument,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENT_ORDERS_QUERY_KEY }),
  });
};
