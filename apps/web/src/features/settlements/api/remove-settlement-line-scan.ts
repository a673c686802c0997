import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSettlementLineScans } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { SETTLEMENTS_QUERY_KEY } from './keys';

/** POST /api/operations/documentary-settlement/line-scan/remove — only while the settlement is open (409 otherwise). */
export const removeSettlementLineScan = (id: number) =>
  apiPost<TSettlementLineScans>('/operations/documentary-settlement/line-scan/remove', { id });

export const useRemoveSettlementLineScan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSettlementLineScan,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTLEMENTS_QUERY_KEY }),
  });
};
