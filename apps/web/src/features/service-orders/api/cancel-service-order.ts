import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TServiceOrder } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { SERVICE_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/service-order/cancel — a registered order with no live trip; 409 otherwise. */
export const cancelServiceOrder = (id: number): Promise<TServiceOrder> =>
  apiPost<TServiceOrder>('/operations/service-order/cancel', { id });

export const useCancelServiceOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelServiceOrder,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SERVICE_ORDERS_QUERY_KEY }),
  });
};
