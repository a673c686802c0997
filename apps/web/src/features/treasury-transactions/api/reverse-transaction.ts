import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTreasuryReverseBody, TTreasuryTransactionDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRANSACTIONS_QUERY_KEY } from './keys';

/** POST /api/treasury/transaction/reverse — a processed movement's opposite, as a new pending movement. */
export const reverseTransaction = (body: TTreasuryReverseBody): Promise<TTreasuryTransactionDetail> =>
  apiPost<TTreasuryTransactionDetail>('/treasury/transaction/reverse', body);

export const useReverseTransaction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reverseTransaction,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
  });
};
