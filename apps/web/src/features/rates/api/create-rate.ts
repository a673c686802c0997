import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRate, TRateCreateInput } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { RATES_QUERY_KEY } from './keys';

/** POST /api/setting/rate/create — 409 RATE_OVERLAP names the other range on `validFrom`. */
export const createRate = (body: TRateCreateInput): Promise<TRate> =>
  apiPost<TRate>('/setting/rate/create', body);

export const useCreateRate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRate,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RATES_QUERY_KEY }),
  });
};
