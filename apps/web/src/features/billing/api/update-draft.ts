import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSalesDocument, TSalesDraftUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './keys';

/** POST /api/billing/sales-document/update-draft — only a draft; 409 INVALID_CHANGE once issued. */
export const updateDraft = (body: TSalesDraftUpdateBody): Promise<TSalesDocument> =>
  apiPost<TSalesDocument>('/billing/sales-document/update-draft', body);

export const useUpdateDraft = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDraft,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  });
};
