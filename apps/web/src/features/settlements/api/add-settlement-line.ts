import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSettlement, TSettlementLineInput } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { SETTLEMENTS_QUERY_KEY } from './keys';

/** POST /api/operations/documentary-settlement/add-line — 400 on `amount` beyond the concept's balance. */
export const addSettlementLine = (body: TSettlementLineInput): Promise<TSettlement> =>
  apiPost<TSettlement>('/operations/documentary-settlement/add-line', body);

export const useAddSettlementLine = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSettlementLine,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTLEMENTS_QUERY_KEY }),
  });
};
