import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTollEdit, TTollRegisterBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/toll/register — 409 when the name or code is taken. */
export const registerToll = (body: TTollRegisterBody): Promise<TTollEdit> =>
  apiPost<TTollEdit>('/setting/toll/register', body);

export const useRegisterToll = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerToll,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
  });
};
