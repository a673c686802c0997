import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTreasuryTransactionBody, TTreasuryTransactionDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRANSACTIONS_QUERY_KEY } from './keys';

/** POST /api/treasury/transaction/create — a pending movement typed in by hand; 409 INSUFFICIENT_BALANCE for an expense over the available balance. */
export const createTransaction = (body: TTreasuryTransactionBody): Promise<TTreasuryTransactionDetail> =>
  apiPost<TTreasuryTransactionDetail>('/treasury/transaction/create', body);

export const useCreateTransaction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransaction,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
  });
};
