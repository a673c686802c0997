import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBonusType, TBonusTypeCreateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BONUS_TYPES_QUERY_KEY } from './keys';

/** POST /api/setting/payroll/bonus/create — 409 ALREADY_REGISTERED names name. */
export const createBonusType = (body: TBonusTypeCreateBody): Promise<TBonusType> =>
  apiPost<TBonusType>('/setting/payroll/bonus/create', body);

export const useCreateBonusType = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBonusType,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BONUS_TYPES_QUERY_KEY }),
  });
};
