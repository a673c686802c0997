import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdvance, TAdvanceBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_ADVANCES_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/advance/create — bad fields come back named; the month's limit names the amount. */
export const createAdvance = (body: TAdvanceBody): Promise<TAdvance> =>
  apiPost<TAdvance>('/rrhh/payroll/advance/create', body);

export const useCreateAdvance = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdvance,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_ADVANCES_QUERY_KEY }),
  });
};
