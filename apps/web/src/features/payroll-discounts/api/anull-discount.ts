import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDiscount, TReasonBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_DISCOUNTS_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/discount/anull — a reason is required; due quotas are anulled. */
export const anullDiscount = (body: TReasonBody): Promise<TDiscount> =>
  apiPost<TDiscount>('/rrhh/payroll/discount/anull', body);

export const useAnullDiscount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anullDiscount,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_DISCOUNTS_QUERY_KEY }),
  });
};
