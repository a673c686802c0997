import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClient, TClientCreateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { CLIENTS_QUERY_KEY } from './keys';

/** POST /api/setting/client/create — 409 DOCUMENT_ALREADY_REGISTERED (with `errors.documentNumber`). */
export const createClient = (body: TClientCreateBody): Promise<TClient> =>
  apiPost<TClient>('/setting/client/create', body);

export const useCreateClient = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY }),
  });
};
