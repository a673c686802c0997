import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTransactionType, TTransactionTypeUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRANSACTION_TYPES_QUERY_KEY } from './keys';

/** POST /api/bookkeeping/transaction-type/update — its accounts, name, direction and status. */
export const updateTransactionType = (body: TTransactionTypeUpdateBody): Promise<TTransactionType> =>
  apiPost<TTransactionType>('/bookkeeping/transaction-type/update', body);

export const useUpdateTransactionType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTransactionType,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSACTION_TYPES_QUERY_KEY }),
  });
};
