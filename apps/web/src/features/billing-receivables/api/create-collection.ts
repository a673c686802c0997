import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCollection, TCollectionBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { RECEIVABLES_QUERY_KEY } from './keys';

/**
 * POST /api/billing/receivables/collection/create — a payment or a detracción deposit against the
 * client's documents; 409 COLLECTION_EXCEEDS_BALANCE names the document whose balance it exceeds.
 */
export const createCollection = (body: TCollectionBody): Promise<TCollection> =>
  apiPost<TCollection>('/billing/receivables/collection/create', body);

export const useCreateCollection = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCollection,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RECEIVABLES_QUERY_KEY }),
  });
};
