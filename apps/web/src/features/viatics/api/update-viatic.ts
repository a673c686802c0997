import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TViatic, TViaticUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { VIATICS_QUERY_KEY } from './keys';

/** POST /api/rrhh/viatic/update — 409 INVALID_CHANGE when the viatic has moved on meanwhile. */
export const updateViatic = (body: TViaticUpdateBody): Promise<TViatic> =>
  apiPost<TViatic>('/rrhh/viatic/update', body);

export const useUpdateViatic = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateViatic,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIATICS_QUERY_KEY }),
  });
};
