import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBonusType, TBonusTypeUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BONUS_TYPES_QUERY_KEY } from './keys';

/** POST /api/setting/payroll/bonus/update — as create. */
export const updateBonusType = (body: TBonusTypeUpdateBody): Promise<TBonusType> =>
  apiPost<TBonusType>('/setting/payroll/bonus/update', body);

export const useUpdateBonusType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBonusType,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BONUS_TYPES_QUERY_KEY }),
  });
};
