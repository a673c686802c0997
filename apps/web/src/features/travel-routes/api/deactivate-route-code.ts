import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/route-code/deactivate — rows are never deleted, only deactivated. */
export const deactivateRouteCode = (id: number): Promise<TOk> =>
  apiPost<TOk>('/setting/route-code/deactivate', { id });

export const useDeactivateRouteCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateRouteCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
  });
};
