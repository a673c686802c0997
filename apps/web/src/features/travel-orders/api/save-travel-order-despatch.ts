import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTravelOrderDespatch, TTravelOrderDespatchBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/travel-order/despatch/save — while the trip is neither settled nor canceled. */
export const saveTravelOrderDespatch = (body: TTravelOrderDespatchBody) =>
  apiPost<TTravelOrderDespatch>('/operations/travel-order/despatch/save', body);

export const useSaveTravelOrderDespatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTravelOrderDespatch,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ORDERS_QUERY_KEY }),
  });
};
