import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRemoteWork, TRemoteWorkCreateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { REMOTE_WORK_QUERY_KEY } from './keys';

/** POST /api/setting/homework-status/create — 409 REMOTE_WORK_OVERLAP names the other range in `errors.from`. */
export const createRemoteWork = (body: TRemoteWorkCreateBody): Promise<TRemoteWork> =>
  apiPost<TRemoteWork>('/setting/homework-status/create', body);

export const useCreateRemoteWork = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRemoteWork,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REMOTE_WORK_QUERY_KEY }),
  });
};
