import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/toll-group/activate — rows are never deleted, only activated. */
export const activateTollGroup = (id: number): Promise<TOk> =>
  apiPost<TOk>('/setting/toll-group/activate', { id });

export const useActivateTollGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateTollGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
  });
};
