import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/toll/deactivate — rows are never deleted, only deactivated. */
export const deactivateToll = (id: number): Promise<TOk> => apiPost<TOk>('/setting/toll/deactivate', { id });

export const useDeactivateToll = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateToll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
  });
};
