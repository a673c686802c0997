import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TViatic, TViaticCreateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { VIATICS_QUERY_KEY } from './keys';

/** POST /api/rrhh/viatic/create — 409 INVALID_CHANGE when the viatic has moved on meanwhile. */
export const createViatic = (body: TViaticCreateBody): Promise<TViatic> =>
  apiPost<TViatic>('/rrhh/viatic/create', body);

export const useCreateViatic = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createViatic,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIATICS_QUERY_KEY }),
  });
};
