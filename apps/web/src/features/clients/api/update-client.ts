import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClient, TClientUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { CLIENTS_QUERY_KEY } from './keys';

/** POST /api/setting/client/update — the nested addresses, points and contacts are replaced together. */
export const updateClient = (body: TClientUpdateBody): Promise<TClient> =>
  apiPost<TClient>('/setting/client/update', body);

export const useUpdateClient = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
};
