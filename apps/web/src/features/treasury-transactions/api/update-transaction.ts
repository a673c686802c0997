import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTreasuryTransactionDetail, TTreasuryTransactionUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRANSACTIONS_QUERY_KEY } from './keys';

/** POST /api/treasury/transaction/update — only a pending movement typed in by hand; 409 INVALID_CHANGE otherwise. */
export const updateTransaction = (
  body: TTreasuryTransactionUpdateBody,
): Promise<TTreasuryTransactionDetail> =>
  apiPost<TTreasuryTransactionDetail>('/treasury/transaction/update', body);

export const useUpdateTransaction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTransaction,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
  });
};
