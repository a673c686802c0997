import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAccountingAccount, TAccountingAccountBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../reference-data/keys';
import { ACCOUNTING_ACCOUNTS_QUERY_KEY } from './keys';

/** POST /api/bookkeeping/accounting-account/create — a company's own account under a parent. */
export const createAccountingAccount = (body: TAccountingAccountBody): Promise<TAccountingAccount> =>
  apiPost<TAccountingAccount>('/bookkeeping/accounting-account/create', body);

export const useCreateAccountingAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccountingAccount,
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ACCOUNTING_ACCOUNTS_QUERY_KEY });
      // The pickers list the new account (and its parent is no longer postable).
      await queryClient.invalidateQueries({ queryKey: [...REFERENCE_QUERY_KEY, 'accountingAccounts'] });
    },
  });
};
