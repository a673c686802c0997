import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './keys';

/** POST /api/billing/sales-document/delete-draft — a draft goes away and frees its trips. */
export const deleteDraft = (id: number): Promise<{ ok: true }> =>
  apiPost<{ ok: true }>('/billing/sales-document/delete-draft', { id });

export const useDeleteDraft = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraft,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  });
};
