import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPayrollRunDetail } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_RUN_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/run/approve */
export const approvePayrollRun = (id: number) =>
  apiPost<TPayrollRunDetail>('/rrhh/payroll/run/approve', { id });

export const useApprovePayrollRun = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePayrollRun,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_RUN_QUERY_KEY }),
  });
};
