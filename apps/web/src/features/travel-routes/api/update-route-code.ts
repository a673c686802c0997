import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRouteCodeEdit, TRouteCodeUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/route-code/update — 409 when the name or code is taken. */
export const updateRouteCode = (body: TRouteCodeUpdateBody): Promise<TRouteCodeEdit> =>
  apiPost<TRouteCodeEdit>('/setting/route-code/update', body);

export const useUpdateRouteCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRouteCode,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
  });
};
