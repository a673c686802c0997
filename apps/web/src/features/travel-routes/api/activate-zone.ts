import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/zone/activate — rows are never deleted, only activated. */
export const activateZone = (id: number): Promise<TOk> => apiPost<TOk>('/setting/zone/activate', { id });

export const useActivateZone = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateZone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
  });
};
