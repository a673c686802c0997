import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTreasuryCancelBody, TTreasuryTransactionDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRANSACTIONS_QUERY_KEY } from './keys';

/** POST /api/treasury/transaction/cancel — pending or approved → canceled, with the reason. */
export const cancelTransaction = (body: TTreasuryCancelBody): Promise<TTreasuryTransactionDetail> =>
  apiPost<TTreasuryTransactionDetail>('/treasury/transaction/cancel', body);

export const useCancelTransaction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTransaction,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
  });
};
