import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTollFare, TTollFareRegisterBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/toll/fare/register — 409 FARE_OVERLAP naming the other range on `validFrom`. */
export const registerTollFare = (body: TTollFareRegisterBody): Promise<TTollFare> =>
  apiPost<TTollFare>('/setting/toll/fare/register', body);

export const useRegisterTollFare = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerTollFare,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
  });
};
