import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRate, TRateCreateInput } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { RATES_QUERY_KEY } from './keys';

/** POST /api/setting/rate/update — same rules as create. */
export const updateRate = (body: TRateCreateInput & { id: number }): Promise<TRate> =>
  apiPost<TRate>('/setting/rate/update', body);

export const useUpdateRate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRate,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RATES_QUERY_KEY }),
  });
};
