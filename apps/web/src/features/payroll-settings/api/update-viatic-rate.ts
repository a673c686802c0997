import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TViaticRate, TViaticRateUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { VIATIC_RATES_QUERY_KEY } from './keys';

/** POST /api/setting/viatic-rate/update — 409 VIATIC_RATE_EXISTS names `validFrom`. */
export const updateViaticRate = (body: TViaticRateUpdateBody): Promise<TViaticRate> =>
  apiPost<TViaticRate>('/setting/viatic-rate/update', body);

export const useUpdateViaticRate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateViaticRate,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIATIC_RATES_QUERY_KEY }),
  });
};
