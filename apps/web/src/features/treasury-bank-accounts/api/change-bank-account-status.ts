import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyBankAccount, TCompanyBankAccountStatusBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BANK_ACCOUNTS_QUERY_KEY } from './keys';

/** POST /api/treasury/bank-account/change-status — an inactive account takes no new movements. */
export const changeBankAccountStatus = (body: TCompanyBankAccountStatusBody): Promise<TCompanyBankAccount> =>
  apiPost<TCompanyBankAccount>('/treasury/bank-account/change-status', body);

export const useChangeBankAccountStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBankAccountStatus,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANK_ACCOUNTS_QUERY_KEY }),
  });
};
