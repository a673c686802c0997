import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTravelOrderCreateBody, TTravelOrderDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/travel-order/create — 409 TRIP_OVERLAP names the busy field. */
export const createTravelOrder = (body: TTravelOrderCreateBody) =>
  apiPost<TTravelOrderDetail>('/operations/travel-order/create', body);

export const useCreateTravelOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTravelOrder,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ORDERS_QUERY_KEY }),
  });
};
