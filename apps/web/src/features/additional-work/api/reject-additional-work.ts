import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdditionalWork, TRejectBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { ADDITIONAL_WORK_QUERY_KEY } from './keys';

/** POST /api/rrhh/additional-work/reject — a reason is required. */
export const rejectAdditionalWork = (body: TRejectBody): Promise<TAdditionalWork> =>
  apiPost<TAdditionalWork>('/rrhh/additional-work/reject', body);

export const useRejectAdditionalWork = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAdditionalWork,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDITIONAL_WORK_QUERY_KEY }),
  });
};
