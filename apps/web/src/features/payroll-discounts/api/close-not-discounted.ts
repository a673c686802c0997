import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDiscount, TReasonBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_DISCOUNTS_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/discount/not-discounted — only for a worker who left; a reason is required. */
export const closeNotDiscounted = (body: TReasonBody): Promise<TDiscount> =>
  apiPost<TDiscount>('/rrhh/payroll/discount/not-discounted', body);

export const useCloseNotDiscounted = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeNotDiscounted,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_DISCOUNTS_QUERY_KEY }),
  });
};
