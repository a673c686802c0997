import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSettlement } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { SETTLEMENTS_QUERY_KEY } from './keys';

/** POST /api/operations/documentary-settlement/remove-line — only while the settlement is open. */
export const removeSettlementLine = (id: number): Promise<TSettlement> =>
  apiPost<TSettlement>('/operations/documentary-settlement/remove-line', { id });

export const useRemoveSettlementLine = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSettlementLine,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTLEMENTS_QUERY_KEY }),
  });
};
