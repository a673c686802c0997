import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTreasuryProcessBody, TTreasuryTransactionDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRANSACTIONS_QUERY_KEY } from './keys';

/** POST /api/treasury/transaction/process — approved → processed with the bank's operation number; marks its source paid. */
export const processTransaction = (body: TTreasuryProcessBody): Promise<TTreasuryTransactionDetail> =>
  apiPost<TTreasuryTransactionDetail>('/treasury/transaction/process', body);

export const useProcessTransaction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: processTransaction,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
  });
};
