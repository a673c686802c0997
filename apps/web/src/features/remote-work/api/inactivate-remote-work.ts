import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRemoteWork } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { REMOTE_WORK_QUERY_KEY } from './keys';

/** POST /api/setting/homework-status/inactivate — 409 INVALID_CHANGE when it already is. */
export const inactivateRemoteWork = (id: number): Promise<TRemoteWork> =>
  apiPost<TRemoteWork>('/setting/homework-status/inactivate', { id });

export const useInactivateRemoteWork = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inactivateRemoteWork,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REMOTE_WORK_QUERY_KEY }),
  });
};
