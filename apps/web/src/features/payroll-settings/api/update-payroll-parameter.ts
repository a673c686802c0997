import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPayrollParameter, TPayrollParameterUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_PARAMETERS_QUERY_KEY } from './keys';

/** POST /api/setting/payroll/parameter/update — as create. */
export const updatePayrollParameter = (body: TPayrollParameterUpdateBody): Promise<TPayrollParameter> =>
  apiPost<TPayrollParameter>('/setting/payroll/parameter/update', body);

export const useUpdatePayrollParameter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayrollParameter,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_PARAMETERS_QUERY_KEY }),
  });
};
