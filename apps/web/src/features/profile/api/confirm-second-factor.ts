import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRecoveryCodes, TSecondFactorConfirmBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { SECOND_FACTOR_STATUS_KEY } from './get-second-factor-status';

/** POST /api/user/second-factor/confirm — the first code; answers the recovery codes, once. */
export const confirmSecondFactor = (body: TSecondFactorConfirmBody): Promise<TRecoveryCodes> =>
  apiPost<TRecoveryCodes>('/user/second-factor/confirm', body);

export const useConfirmSecondFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSecondFactor,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECOND_FACTOR_STATUS_KEY }),
  });
};
