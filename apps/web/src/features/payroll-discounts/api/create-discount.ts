import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDiscount, TDiscountBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_DISCOUNTS_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/discount/create — bad fields come back named. */
export const createDiscount = (body: TDiscountBody): Promise<TDiscount> =>
  apiPost<TDiscount>('/rrhh/payroll/discount/create', body);

export const useCreateDiscount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDiscount,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_DISCOUNTS_QUERY_KEY }),
  });
};
