import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdvance, TAdvancePayBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_ADVANCES_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/advance/pay — records the payment; the month's payroll deducts it. */
export const payAdvance = (body: TAdvancePayBody): Promise<TAdvance> =>
  apiPost<TAdvance>('/rrhh/payroll/advance/pay', body);

export const usePayAdvance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payAdvance,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_ADVANCES_QUERY_KEY }),
  });
};
