import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TZoneEdit, TZoneRegisterBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/zone/register — 409 when the name or code is taken. */
export const registerZone = (body: TZoneRegisterBody): Promise<TZoneEdit> =>
  apiPost<TZoneEdit>('/setting/zone/register', body);

export const useRegisterZone = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerZone,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
  });
};
