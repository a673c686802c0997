import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTollFare, TTollFareUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/toll/fare/update — 409 FARE_OVERLAP naming the other range on `validFrom`. */
export const updateTollFare = (body: TTollFareUpdateBody): Promise<TTollFare> =>
  apiPost<TTollFare>('/setting/toll/fare/update', body);

export const useUpdateTollFare = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTollFare,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
  });
};
