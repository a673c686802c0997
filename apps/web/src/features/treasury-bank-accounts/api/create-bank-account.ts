import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyBankAccount, TCompanyBankAccountBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BANK_ACCOUNTS_QUERY_KEY } from './keys';

/** POST /api/treasury/bank-account/create — 409 BANK_ACCOUNT_ALREADY_REGISTERED on the number. */
export const createBankAccount = (body: TCompanyBankAccountBody): Promise<TCompanyBankAccount> =>
  apiPost<TCompanyBankAccount>('/treasury/bank-account/create', body);

export const useCreateBankAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBankAccount,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BANK_ACCOUNTS_QUERY_KEY }),
  });
};
