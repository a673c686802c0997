import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBonusType, TBonusTypeActiveBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BONUS_TYPES_QUERY_KEY } from './keys';

/** POST /api/setting/payroll/bonus/set-active — activates or deactivates a type. */
export const setBonusTypeActive = (body: TBonusTypeActiveBody): Promise<TBonusType> =>
  apiPost<TBonusType>('/setting/payroll/bonus/set-active', body);

export const useSetBonusTypeActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBonusTypeActive,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BONUS_TYPES_QUERY_KEY }),
  });
};
