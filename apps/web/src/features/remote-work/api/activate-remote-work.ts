import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRemoteWork } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { REMOTE_WORK_QUERY_KEY } from './keys';

/** POST /api/setting/homework-status/activate — 409 INVALID_CHANGE when it already is; REMOTE_WORK_OVERLAP when its days are taken. */
export const activateRemoteWork = (id: number): Promise<TRemoteWork> =>
  apiPost<TRemoteWork>('/setting/homework-status/activate', { id });

export const useActivateRemoteWork = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateRemoteWork,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REMOTE_WORK_QUERY_KEY }),
  });
};
