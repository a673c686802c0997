import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSettlement } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { SETTLEMENTS_QUERY_KEY } from './keys';

/** POST /api/operations/documentary-settlement/close — locks the settlement and its trip for good. */
export const closeSettlement = (travelOrderId: number): Promise<TSettlement> =>
  apiPost<TSettlement>('/operations/documentary-settlement/close', { travelOrderId });

export const useCloseSettlement = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeSettlement,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTLEMENTS_QUERY_KEY }),
  });
};
