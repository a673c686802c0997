import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDiscount, TDiscountUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { WORKSHOP_DISCOUNTS_QUERY_KEY } from './keys';

/** POST /api/workshop/discount/update — corrects a discount while HR has not decided it (409 after). */
export const updateWorkshopDiscount = (body: TDiscountUpdateBody): Promise<TDiscount> =>
  apiPost<TDiscount>('/workshop/discount/update', body);

export const useUpdateWorkshopDiscount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkshopDiscount,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORKSHOP_DISCOUNTS_QUERY_KEY }),
  });
};
