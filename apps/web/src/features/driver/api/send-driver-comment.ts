import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDriverCommentBody, TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { DRIVER_QUERY_KEY } from './keys';

/** POST /api/driver/comment — reaches HR live and operations in the bell. */
export const sendDriverComment = (body: TDriverCommentBody): Promise<TOk> =>
  apiPost<TOk>('/driver/comment', body);

export const useSendDriverComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendDriverComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRIVER_QUERY_KEY }),
  });
};
