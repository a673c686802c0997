import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/route-code/activate — rows are never deleted, only activated. */
export const activateRouteCode = (id: number): Promise<TOk> =>
  apiPost<TOk>('/setting/route-code/activate', { id });

export const useActivateRouteCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateRouteCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
  });
};
