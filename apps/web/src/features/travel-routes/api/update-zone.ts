import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TZoneEdit, TZoneUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TRAVEL_ROUTES_QUERY_KEY } from './keys';

/** POST /api/setting/zone/update — 409 when the name or code is taken. */
export const updateZone = (body: TZoneUpdateBody): Promise<TZoneEdit> =>
  apiPost<TZoneEdit>('/setting/zone/update', body);

export const useUpdateZone = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateZone,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRAVEL_ROUTES_QUERY_KEY }),
  });
};
