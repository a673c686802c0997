import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRouteCodeEdit, TRouteCodeRegisterBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/route-code/register — 409 when the name or code is taken. */
export const registerRouteCode = (body: TRouteCodeRegisterBody): Promise<TRouteCodeEdit> =>
  apiPost<TRouteCodeEdit>('/setting/route-code/register', body);

export const useRegisterRouteCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerRouteCode,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
  });
};
