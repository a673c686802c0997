import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTreasuryApproveBody, TTreasuryTransactionDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRANSACTIONS_QUERY_KEY } from './keys';

/** POST /api/treasury/transaction/approve — pending → approved, taking an account (and a type) when it has none; 409 INVALID_CHANGE or INSUFFICIENT_BALANCE. */
export const approveTransaction = (body: TTreasuryApproveBody): Promise<TTreasuryTransactionDetail> =>
  apiPost<TTreasuryTransactionDetail>('/treasury/transaction/approve', body);

export const useApproveTransaction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveTransaction,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
  });
};
