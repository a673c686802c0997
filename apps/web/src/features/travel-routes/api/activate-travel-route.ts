import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { referenceKey } from '../../../reference-data/keys';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/travel-route/activate — rows are never deleted, only activated. */
export const activateTravelRoute = (id: number): Promise<TOk> =>
  apiPost<TOk>('/setting/travel-route/activate', { id });

export const useActivateTravelRoute = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateTravelRoute,
    // The route picker of other screens (rates) reads the same rows.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: referenceKey('travelRoutes') }),
      ]),
  });
};
