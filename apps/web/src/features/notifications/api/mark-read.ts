import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMarkReadBody, TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

/** POST /api/commons/notifications/mark-read — some ids, or `all`. */
export const markRead = (body: TMarkReadBody): Promise<TOk> =>
  apiPost<TOk>('/commons/notifications/mark-read', body);

export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
};
