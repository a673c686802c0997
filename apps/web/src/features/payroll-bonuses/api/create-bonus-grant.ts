import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBonusGrant, TBonusGrantInput } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_BONUSES_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/bonus/create — bad fields come back named. */
export const createBonusGrant = (body: TBonusGrantInput): Promise<TBonusGrant> =>
  apiPost<TBonusGrant>('/rrhh/payroll/bonus/create', body);

export const useCreateBonusGrant = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBonusGrant,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYROLL_BONUSES_QUERY_KEY }),
  });
};
