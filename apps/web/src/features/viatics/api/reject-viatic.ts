import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TViatic, TViaticRejectBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { VIATICS_QUERY_KEY } from './keys';

/** POST /api/rrhh/viatic/reject — 409 INVALID_CHANGE when the viatic has moved on meanwhile. */
export const rejectViatic = (body: TViaticRejectBody): Promise<TViatic> =>
  apiPost<TViatic>('/rrhh/viatic/reject', body);

export const useRejectViatic = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectViatic,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIATICS_QUERY_KEY }),
  });
};
