import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { BANK_ACCOUNTS_QUERY_KEY } from './keys';

/** POST /api/treasury/bank-account/delete — 409 BANK_ACCOUNT_DELETE_FAILED when a movement names it. */
export const deleteBankAccount = (id: number): Promise<unknown> =>
  apiPost<unknown>('/treasury/bank-account/delete', { id });

export const useDeleteBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANK_ACCOUNTS_QUERY_KEY }),
  });
};
