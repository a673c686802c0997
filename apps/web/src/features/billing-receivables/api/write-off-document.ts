import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWriteOff, TWriteOffBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { RECEIVABLES_QUERY_KEY } from './keys';

/** POST /api/billing/receivables/write-off/create — gives up part of a document with its reason; 409 above its balance. */
export const writeOffDocument = (body: TWriteOffBody): Promise<TWriteOff> =>
  apiPost<TWriteOff>('/billing/receivables/write-off/create', body);

export const useWriteOffDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeOffDocument,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECEIVABLES_QUERY_KEY }),
  });
};
