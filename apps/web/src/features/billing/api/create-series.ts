import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBillingSeries, TBillingSeriesCreateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { BILLING_QUERY_KEY } from './keys';

/** POST /api/billing/series/create — a new series of a company and document type; 409 BILLING_SERIES_EXISTS. */
export const createSeries = (body: TBillingSeriesCreateBody): Promise<TBillingSeries> =>
  apiPost<TBillingSeries>('/billing/series/create', body);

export const useCreateSeries = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeries,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  });
};
