import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJustification, TJustificationDecideBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { JUSTIFICATIONS_QUERY_KEY } from './keys';

/** POST /api/attendance/justification/decide-chief — the area chief's step; 409 INVALID_CHANGE if already decided. */
export const decideChief = (body: TJustificationDecideBody): Promise<TJustification> =>
  apiPost<TJustification>('/attendance/justification/decide-chief', body);

export const useDecideChief = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideChief,
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: JUSTIFICATIONS_QUERY_KEY }),
  });
};
