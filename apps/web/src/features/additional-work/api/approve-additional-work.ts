import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdditionalWork } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { ADDITIONAL_WORK_QUERY_KEY } from './keys';

/** POST /api/rrhh/additional-work/approve — the work then counts in that month's payroll. */
export const approveAdditionalWork = (id: number): Promise<TAdditionalWork> =>
  apiPost<TAdditionalWork>('/rrhh/additional-work/approve', { id });

export const useApproveAdditionalWork = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAdditionalWork,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDITIONAL_WORK_QUERY_KEY }),
  });
};
