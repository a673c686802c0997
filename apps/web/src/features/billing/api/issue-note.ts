import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSalesDocument, TSalesNoteBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './keys';

/** POST /api/billing/sales-document/issue-note — a credit or debit note against an issued document, issued at once. */
export const issueNote = (body: TSalesNoteBody): Promise<TSalesDocument> =>
  apiPost<TSalesDocument>('/billing/sales-document/issue-note', body);

export const useIssueNote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueNote,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  });
};
