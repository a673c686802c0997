import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJustification, TJustificationDecideBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { JUSTIFICATIONS_QUERY_KEY } from './keys';

/** POST /api/rrhh/justification/decide-hr — HR's step; 409 INVALID_CHANGE unless the chief approved it. */
export const decideHr = (body: TJustificationDecideBody): Promise<TJustification> =>
  apiPost<TJustification>('/rrhh/justification/decide-hr', body);

export const useDecideHr = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideHr,
    meta: { handlesErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: JUSTIFICATIONS_QUERY_KEY }),
  });
};
