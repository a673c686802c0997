import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdvance } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_ADVANCES_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/advance/approve — the advance may then be paid. */
export const approveAdvance = (body: { id: number }): Promise<TAdvance> =>
  apiPost<TAdvance>('/rrhh/payroll/advance/approve', body);

export const useApproveAdvance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAdvance,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_ADVANCES_QUERY_KEY }),
  });
};
