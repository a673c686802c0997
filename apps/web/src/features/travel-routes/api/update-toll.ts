import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTollEdit, TTollUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/toll/update — 409 when the name or code is taken. */
export const updateToll = (body: TTollUpdateBody): Promise<TTollEdit> =>
  apiPost<TTollEdit>('/setting/toll/update', body);

export const useUpdateToll = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateToll,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
  });
};
