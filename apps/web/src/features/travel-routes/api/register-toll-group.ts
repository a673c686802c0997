import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTollGroupEdit, TTollGroupRegisterBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/toll-group/register — 409 when the name or code is taken. */
export const registerTollGroup = (body: TTollGroupRegisterBody): Promise<TTollGroupEdit> =>
  apiPost<TTollGroupEdit>('/setting/toll-group/register', body);

export const useRegisterTollGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerTollGroup,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
  });
};
