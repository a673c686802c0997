import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTransactionType, TTransactionTypeBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRANSACTION_TYPES_QUERY_KEY } from './keys';

/** POST /api/bookkeeping/transaction-type/create — 409 when the code is taken. */
export const createTransactionType = (body: TTransactionTypeBody): Promise<TTransactionType> =>
  apiPost<TTransactionType>('/bookkeeping/transaction-type/create', body);

export const useCreateTransactionType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransactionType,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRANSACTION_TYPES_QUERY_KEY }),
  });
};
