import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { referenceKey } from '../../../reference-data/keys';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/travel-route/deactivate — rows are never deleted, only deactivated. */
export const deactivateTravelRoute = (id: number): Promise<TOk> =>
  apiPost<TOk>('/setting/travel-route/deactivate', { id });

export const useDeactivateTravelRoute = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateTravelRoute,
    // The route picker of other screens (rates) reads the same rows.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: referenceKey('travelRoutes') }),
      ]),
  });
};
