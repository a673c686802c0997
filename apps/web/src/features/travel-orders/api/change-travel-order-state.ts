import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTravelOrderChangeStateBody, TTravelOrderDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/travel-order/change-state — 409 on a refused change or a missing document. */
export const changeTravelOrderState = (body: TTravelOrderChangeStateBody) =>
  apiPost<TTravelOrderDetail>('/operations/travel-order/change-state', body);

export const useChangeTravelOrderState = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeTravelOrderState,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ORDERS_QUERY_KEY }),
  });
};
