import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRemoteWork, TRemoteWorkUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { REMOTE_WORK_QUERY_KEY } from './keys';

/** POST /api/setting/homework-status/update — same checks as create, against the other assignments. */
export const updateRemoteWork = (body: TRemoteWorkUpdateBody): Promise<TRemoteWork> =>
  apiPost<TRemoteWork>('/setting/homework-status/update', body);

export const useUpdateRemoteWork = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRemoteWork,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REMOTE_WORK_QUERY_KEY }),
  });
};
