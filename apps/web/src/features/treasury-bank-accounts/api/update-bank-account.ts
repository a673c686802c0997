import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyBankAccount, TCompanyBankAccountUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BANK_ACCOUNTS_QUERY_KEY } from './keys';

/** POST /api/treasury/bank-account/update — company, currency and opening stay once it has movements. */
export const updateBankAccount = (body: TCompanyBankAccountUpdateBody): Promise<TCompanyBankAccount> =>
  apiPost<TCompanyBankAccount>('/treasury/bank-account/update', body);

export const useUpdateBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankAccount,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANK_ACCOUNTS_QUERY_KEY }),
  });
};
