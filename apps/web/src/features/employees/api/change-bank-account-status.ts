import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

export type BankAccountStatus = { id: number; isActive: boolean };

/** POST /api/rrhh/employee-bank-account/change-status-bank-account — retires or reactivates an account. */
export const changeBankAccountStatus = (bankAccountId: number): Promise<BankAccountStatus> =>
  apiPost<BankAccountStatus>('/rrhh/employee-bank-account/change-status-bank-account', {
    bank_account_id: bankAccountId,
  });

export const useChangeBankAccountStatus = (employeeId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBankAccountStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeRecordKey(employeeId) }),
  });
};
