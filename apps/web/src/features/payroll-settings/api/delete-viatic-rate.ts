import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TIdBody, TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { VIATIC_RATES_QUERY_KEY } from './keys';

/** POST /api/setting/viatic-rate/delete — 409 VIATIC_RATE_EXISTS names `validFrom`. */
export const deleteViaticRate = (body: TIdBody): Promise<TOk> =>
  apiPost<TOk>('/setting/viatic-rate/delete', body);

export const useDeleteViaticRate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteViaticRate,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIATIC_RATES_QUERY_KEY }),
  });
};
