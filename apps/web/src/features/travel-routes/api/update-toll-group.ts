import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTollGroupEdit, TTollGroupUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/toll-group/update — 409 when the name or code is taken. */
export const updateTollGroup = (body: TTollGroupUpdateBody): Promise<TTollGroupEdit> =>
  apiPost<TTollGroupEdit>('/setting/toll-group/update', body);

export const useUpdateTollGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTollGroup,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
  });
};
