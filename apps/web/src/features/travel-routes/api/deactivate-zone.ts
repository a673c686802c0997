import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/zone/deactivate — rows are never deleted, only deactivated. */
export const deactivateZone = (id: number): Promise<TOk> => apiPost<TOk>('/setting/zone/deactivate', { id });

export const useDeactivateZone = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateZone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
  });
};
