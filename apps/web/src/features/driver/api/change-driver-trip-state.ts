import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDriverChangeStateBody, TDriverTrip } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { DRIVER_QUERY_KEY } from './keys';

/** POST /api/driver/travel-order/change-state — 409 INVALID_CHANGE when the trip has moved on meanwhile. */
export const changeDriverTripState = (body: TDriverChangeStateBody): Promise<TDriverTrip> =>
  apiPost<TDriverTrip>('/driver/travel-order/change-state', body);

export const useChangeDriverTripState = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeDriverTripState,
    onSettled: () => queryClient.invalidateQueries({ queryKey: DRIVER_QUERY_KEY }),
  });
};
