import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { EXCHANGE_RATES_QUERY_KEY } from './keys';

/** POST /api/treasury/exchange-rate/delete */
export const deleteExchangeRate = (id: number): Promise<unknown> =>
  apiPost<unknown>('/treasury/exchange-rate/delete', { id });

export const useDeleteExchangeRate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExchangeRate,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXCHANGE_RATES_QUERY_KEY }),
  });
};
