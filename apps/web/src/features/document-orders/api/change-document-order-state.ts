import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDocumentOrderDetail, TDocumentOrderStateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { DOCUMENT_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/document-order/change-state — 409 INVALID_CHANGE outside the machine. */
export const changeDocumentOrderState = (body: TDocumentOrderStateBody): Promise<TDocumentOrderDetail> =>
  apiPost<TDocumentOrderDetail>('/operations/document-order/change-state', body);

export const useChangeDocumentOrderState = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDocumentOrderState,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENT_ORDERS_QUERY_KEY }),
  });
};
