import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPayrollPayBody, TPayrollRunDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_RUN_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/run/pay — an approved run is paid, with the transfer's reference. */
export const payPayrollRun = (body: TPayrollPayBody) =>
  apiPost<TPayrollRunDetail>('/rrhh/payroll/run/pay', body);

export const usePayPayrollRun = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payPayrollRun,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_RUN_QUERY_KEY }),
  });
};
