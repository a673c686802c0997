import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TViaticRate, TViaticRateCreateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { VIATIC_RATES_QUERY_KEY } from './keys';

/** POST /api/setting/viatic-rate/create — 409 VIATIC_RATE_EXISTS names `validFrom`. */
export const createViaticRate = (body: TViaticRateCreateBody): Promise<TViaticRate> =>
  apiPost<TViaticRate>('/setting/viatic-rate/create', body);

export const useCreateViaticRate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createViaticRate,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIATIC_RATES_QUERY_KEY }),
  });
};
