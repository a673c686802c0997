import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAccountingAccount, TAccountingAccountUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { REFERENCE_QUERY_KEY } from '../../../reference-data/keys';
import { ACCOUNTING_ACCOUNTS_QUERY_KEY } from './keys';

/** POST /api/bookkeeping/accounting-account/update — the name and status of a company's own account. */
export const updateAccountingAccount = (body: TAccountingAccountUpdateBody): Promise<TAccountingAccount> =>
  apiPost<TAccountingAccount>('/bookkeeping/accounting-account/update', body);

export const useUpdateAccountingAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountingAccount,
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ACCOUNTING_ACCOUNTS_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: [...REFERENCE_QUERY_KEY, 'accountingAccounts'] });
    },
  });
};
