import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPayrollParameter, TPayrollParameterCreateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_PARAMETERS_QUERY_KEY } from './keys';

/** POST /api/setting/payroll/parameter/create — 400 names the field the engine refuses; 409 PARAMETER_OVERLAP names validFrom. */
export const createPayrollParameter = (body: TPayrollParameterCreateBody): Promise<TPayrollParameter> =>
  apiPost<TPayrollParameter>('/setting/payroll/parameter/create', body);

export const useCreatePayrollParameter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayrollParameter,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_PARAMETERS_QUERY_KEY }),
  });
};
