import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TInvoiceWorkAnswer, TInvoiceWorkBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './keys';

/** POST /api/billing/work/invoice — drafts from the finished trips of a client's month, grouped as the client is set. */
export const invoiceWork = (body: TInvoiceWorkBody): Promise<TInvoiceWorkAnswer> =>
  apiPost<TInvoiceWorkAnswer>('/billing/work/invoice', body);

export const useInvoiceWork = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: invoiceWork,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  });
};
