import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRate } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { RATES_QUERY_KEY } from './keys';

/** POST /api/setting/rate/activate and /deactivate — rates are never deleted. */
export const setRateActive = ({ id, active }: { id: number; active: boolean }): Promise<TRate> =>
  apiPost<TRate>(active ? '/setting/rate/activate' : '/setting/rate/deactivate', { id });

export const useSetRateActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRateActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RATES_QUERY_KEY }),
  });
};
