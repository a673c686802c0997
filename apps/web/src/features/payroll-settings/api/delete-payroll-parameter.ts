import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TIdBody, TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_PARAMETERS_QUERY_KEY } from './keys';

/** POST /api/setting/payroll/parameter/delete — 409 for the last value of a parameter. */
export const deletePayrollParameter = (body: TIdBody): Promise<TOk> =>
  apiPost<TOk>('/setting/payroll/parameter/delete', body);

export const useDeletePayrollParameter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayrollParameter,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_PARAMETERS_QUERY_KEY }),
  });
};
