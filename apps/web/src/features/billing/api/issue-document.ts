import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSalesDocument, TSalesIssueBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './keys';

/** POST /api/billing/sales-document/issue — draft → issued with the series' next number; 409 naming the state otherwise. */
export const issueDocument = (body: TSalesIssueBody): Promise<TSalesDocument> =>
  apiPost<TSalesDocument>('/billing/sales-document/issue', body);

export const useIssueDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueDocument,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  });
};
