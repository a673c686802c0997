import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/toll-group/deactivate — rows are never deleted, only deactivated. */
export const deactivateTollGroup = (id: number): Promise<TOk> =>
  apiPost<TOk>('/setting/toll-group/deactivate', { id });

export const useDeactivateTollGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateTollGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
  });
};
