import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSalesDocument, TSalesVoidBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './keys';

/** POST /api/billing/sales-document/void — an accepted electronic factura voided by a comunicación de baja. */
export const voidDocument = (body: TSalesVoidBody): Promise<TSalesDocument> =>
  apiPost<TSalesDocument>('/billing/sales-document/void', body);

export const useVoidDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidDocument,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  });
};
