import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdvance, TReasonBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_ADVANCES_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/advance/reject — a reason is required. */
export const rejectAdvance = (body: TReasonBody): Promise<TAdvance> =>
  apiPost<TAdvance>('/rrhh/payroll/advance/reject', body);

export const useRejectAdvance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAdvance,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_ADVANCES_QUERY_KEY }),
  });
};
