import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPayrollRunDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_RUN_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/run/cancel */
export const cancelPayrollRun = (id: number) =>
  apiPost<TPayrollRunDetail>('/rrhh/payroll/run/cancel', { id });

export const useCancelPayrollRun = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPayrollRun,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_RUN_QUERY_KEY }),
  });
};
