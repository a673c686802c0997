import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTravelRouteEdit, TTravelRouteRegisterBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { referenceKey } from '../../../reference-data/keys';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/travel-route/register — 409 when the name or code is taken. */
export const registerTravelRoute = (body: TTravelRouteRegisterBody): Promise<TTravelRouteEdit> =>
  apiPost<TTravelRouteEdit>('/setting/travel-route/register', body);

export const useRegisterTravelRoute = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerTravelRoute,
    meta: { handlesErrors: true },
    // The route picker of other screens (rates) reads the same rows.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: referenceKey('travelRoutes') }),
      ]),
  });
};
