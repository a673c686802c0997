import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMarkResult } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { MARKING_QUERY_KEY } from './keys';

/** POST /api/attendance/mark — marks with the kiosk code the phone scanned (expired or replayed: 400/409). */
export const selfMark = (code: string): Promise<TMarkResult> =>
  apiPost<TMarkResult>('/attendance/mark', { code });

export const useSelfMark = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: selfMark,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MARKING_QUERY_KEY }),
  });
};
