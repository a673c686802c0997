import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPayrollRun, TPayrollRunCreateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_RUN_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/run/create — queues a run (or re-runs the draft of that period). */
export const createPayrollRun = (body: TPayrollRunCreateBody) =>
  apiPost<TPayrollRun>('/rrhh/payroll/run/create', body);

export const useCreatePayrollRun = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayrollRun,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_RUN_QUERY_KEY }),
  });
};
