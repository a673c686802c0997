import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDiscount, TDiscountBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { WORKSHOP_DISCOUNTS_QUERY_KEY } from './keys';

/** POST /api/workshop/discount/create — damage or shortage; HR approves it in payroll. */
export const createWorkshopDiscount = (body: TDiscountBody): Promise<TDiscount> =>
  apiPost<TDiscount>('/workshop/discount/create', body);

export const useCreateWorkshopDiscount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkshopDiscount,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKSHOP_DISCOUNTS_QUERY_KEY }),
  });
};
