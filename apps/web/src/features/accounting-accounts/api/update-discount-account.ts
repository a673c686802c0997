import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDiscountAccountBody, TDiscountAccountList } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { DISCOUNT_ACCOUNTS_QUERY_KEY } from './keys';

/** POST /api/bookkeeping/discount-account/update — another account for a discount type. */
export const updateDiscountAccount = (body: TDiscountAccountBody) =>
  apiPost<TDiscountAccountList>('/bookkeeping/discount-account/update', body);

export const useUpdateDiscountAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDiscountAccount,
    onSuccess: (data) => queryClient.setQueryData(DISCOUNT_ACCOUNTS_QUERY_KEY, data),
  });
};
