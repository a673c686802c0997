import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDiscount } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_DISCOUNTS_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/discount/approve — schedules its quotas and tells the worker. */
export const approveDiscount = (body: { id: number }): Promise<TDiscount> =>
  apiPost<TDiscount>('/rrhh/payroll/discount/approve', body);

export const useApproveDiscount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveDiscount,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_DISCOUNTS_QUERY_KEY }),
  });
};
