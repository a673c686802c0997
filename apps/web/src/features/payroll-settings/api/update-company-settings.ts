import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPayrollCompanySettings, TPayrollCompanySettingsBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_COMPANIES_QUERY_KEY } from './keys';

/** POST /api/setting/payroll/company/update — one company's payroll rules. */
export const updateCompanySettings = (body: TPayrollCompanySettingsBody): Promise<TPayrollCompanySettings> =>
  apiPost<TPayrollCompanySettings>('/setting/payroll/company/update', body);

export const useUpdateCompanySettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanySettings,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_COMPANIES_QUERY_KEY }),
  });
};
