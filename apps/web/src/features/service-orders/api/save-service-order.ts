import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TServiceOrder, TServiceOrderCreateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { SERVICE_ORDERS_QUERY_KEY } from './keys';

/** POST /api/operations/service-order/create (or /update with an id). */
export const saveServiceOrder = (body: TServiceOrderCreateBody & { id?: number }): Promise<TServiceOrder> =>
  apiPost<TServiceOrder>(`/operations/service-order/${body.id ? 'update' : 'create'}`, body);

export const useSaveServiceOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveServiceOrder,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SERVICE_ORDERS_QUERY_KEY }),
  });
};
