import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSalesDocument, TSalesDraftBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './keys';

/** POST /api/billing/sales-document/create-draft — a new draft; its lines priced and totalled by the server. */
export const createDraft = (body: TSalesDraftBody): Promise<TSalesDocument> =>
  apiPost<TSalesDocument>('/billing/sales-document/create-draft', body);

export const useCreateDraft = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDraft,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  });
};
