import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTravelOrderDetail, TTravelOrderUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/travel-order/update — only while registered; tolls and viatics are recomputed. */
export const updateTravelOrder = (body: TTravelOrderUpdateBody) =>
  apiPost<TTravelOrderDetail>('/operations/travel-order/update', body);

export const useUpdateTravelOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTravelOrder,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ORDERS_QUERY_KEY }),
  });
};
