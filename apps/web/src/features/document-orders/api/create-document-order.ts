import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDocumentOrderCreateInput, TDocumentOrderDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { DOCUMENT_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/document-order/create — creates the order; 400 trackingNumber "Incorrect Track Number". */
export const createDocumentOrder = (body: TDocumentOrderCreateInput): Promise<TDocumentOrderDetail> =>
  apiPost<TDocumentOrderDetail>('/operations/document-order/create', body);

export const useCreateDocumentOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocumentOrder,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENT_ORDERS_QUERY_KEY }),
  });
};
