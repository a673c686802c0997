import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/toll/activate — rows are never deleted, only activated. */
export const activateToll = (id: number): Promise<TOk> => apiPost<TOk>('/setting/toll/activate', { id });

export const useActivateToll = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateToll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
  });
};
