import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClient } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { CLIENTS_QUERY_KEY } from './keys';

/** POST /api/setting/client/activate and /deactivate — clients are never deleted. */
export const setClientActive = ({ id, active }: { id: number; active: boolean }): Promise<TClient> =>
  apiPost<TClient>(active ? '/setting/client/activate' : '/setting/client/deactivate', { id });

export const useSetClientActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClientActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
};
