import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_BONUSES_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/bonus/delete — the grant stops counting in payrolls not yet run. */
export const deleteBonusGrant = (body: { id: number }): Promise<TOk> =>
  apiPost<TOk>('/rrhh/payroll/bonus/delete', body);

export const useDeleteBonusGrant = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBonusGrant,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_BONUSES_QUERY_KEY }),
  });
};
