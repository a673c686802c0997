import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBonusGrant, TBonusGrantInput } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_BONUSES_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/bonus/update — bad fields come back named. */
export const updateBonusGrant = (body: TBonusGrantInput & { id: number }): Promise<TBonusGrant> =>
  apiPost<TBonusGrant>('/rrhh/payroll/bonus/update', body);

export const useUpdateBonusGrant = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBonusGrant,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_BONUSES_QUERY_KEY }),
  });
};
